import type { RelativeDateOptions } from "../date-words";
import { foldCase } from "../fold-case";
import type { SlotSpan, SlotType } from "./slot-type";

/**
 * A sentence and the spans its slot types find in it, each type read once (when a template first
 * asks for it), however many templates use it: the sentence is tagged, then templates are matched
 * against the tags.
 */
export class TaggedSentence {
  /** The sentence with ASCII capitals folded, which template words are compared with. */
  readonly folded: string;
  private readonly found = new Map<SlotType, { spans: readonly SlotSpan[]; byStart: Map<number, SlotSpan[]> }>();

  constructor(
    /** The normalised sentence. */
    readonly text: string,
    /** The clock and time zone relative words are read in. */
    readonly context: RelativeDateOptions,
  ) {
    this.folded = foldCase(text);
  }

  /** Every span of `type` in the sentence. */
  spans(type: SlotType): readonly SlotSpan[] {
    return this.read(type).spans;
  }

  /** The spans of `type` that start at `start`, longest first. */
  spansAt(type: SlotType, start: number): readonly SlotSpan[] {
    return this.read(type).byStart.get(start) ?? [];
  }

  private read(type: SlotType): { spans: readonly SlotSpan[]; byStart: Map<number, SlotSpan[]> } {
    let known = this.found.get(type);
    if (known === undefined) {
      const spans = type.find ? type.find(this.text, this.context) : [];
      const byStart = new Map<number, SlotSpan[]>();
      for (const span of spans) {
        const list = byStart.get(span.start) ?? [];
        if (!list.some((other) => other.end === span.end)) list.push(span);
        byStart.set(span.start, list);
      }
      for (const list of byStart.values()) list.sort((left, right) => right.end - left.end);
      known = { spans, byStart };
      this.found.set(type, known);
    }
    return known;
  }
}
