import type { RelativeDateOptions } from "../date-words";

/** Where a slot type found a value in a sentence: `start` to `end` (exclusive) of the normalised text. */
export interface SlotSpan {
  start: number;
  end: number;
  /** The typed value: a number, "YYYY-MM-DD", `{ start, end }`, `{ amount, currency }`… */
  value: unknown;
  /**
   * The span may be part of a name rather than a value (6 in 「6號線」): a template is read with
   * it and without it, and declines when the two readings disagree.
   */
  doubtful?: boolean;
}

/**
 * A kind of value a template slot holds (`{sides:integer}`). A typed slot type `find`s its spans
 * in the sentence once per sentence (the sentence is tagged, then templates are matched against the
 * tags); a free-text slot type (`text`, `place`) has no `find` and `accept`s whatever text the
 * template leaves for it, or declines it with null.
 *
 * @example
 * ```ts
 * const yesNo: SlotType = { name: "yes_no", find: (text) => [...text.matchAll(/yes|no/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, value: m[0] === "yes" })) };
 * ```
 */
export interface SlotType {
  /** The name templates use: `{answer:yes_no}`. */
  name: string;
  /** Every span of this type in `text` (normalised, as the route reads it); overlapping spans are fine. */
  find?: (text: string, context: RelativeDateOptions) => readonly SlotSpan[];
  /** For free text: the value of `text` (trimmed, non-empty), or null when it cannot be one. */
  accept?: (text: string, context: RelativeDateOptions) => unknown;
  /**
   * Words this type's spans are made of (a word list's words, currency names, operator words), for
   * what reads a template's words without running `find` — the tool budget offers a tool on them.
   * Default: none.
   */
  words?: readonly string[];
}
