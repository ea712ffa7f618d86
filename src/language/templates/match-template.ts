import type { CompiledNode, CompiledTemplate } from "./compiled-template";
import type { SlotType } from "./slot-type";
import type { TaggedSentence } from "./tagged-sentence";

// Steps a template may take on one sentence before it gives up (and declines): templates are
// short and sentences too, so only a pathological template comes near.
const STEP_LIMIT = 20_000;

interface Capture {
  name: string;
  value: unknown;
  /** A free-text slot's type, which accepts its text once the whole template has matched. */
  free?: SlotType;
  previous: Capture | undefined;
}

type Continue = (position: number, captures: Capture | undefined) => boolean;

interface Run {
  sentence: TaggedSentence;
  doubtful: boolean;
  // cut[i]: a free text may not start or end at i, inside a tag of the template's types.
  cut: boolean[];
  steps: number;
  result?: Record<string, unknown>;
}

/**
 * The template's slot values on the sentence, or null when it does not match (the whole
 * sentence, spaces aside) or its readings disagree. Tags are never forced: the template's words
 * may cover tagged characters (「一個」 stays a word); a slot takes the spaces before it (those after it are
 * left to what follows, so that a `\\ ` pause after a slot is read); a
 * free-text slot takes the shortest text that lets the rest match and that its type accepts, and
 * never cuts a tag of the template's types in two. A doubtful tag (「6號線」's 6) is tried with it
 * and without it: when both readings match and disagree, the template declines.
 *
 * @example
 * ```ts
 * matchTemplate(compileTemplate("[幫我]擲{sides:integer}面骰"), new TaggedSentence("幫我擲二十面骰", context)); // { sides: 20 }
 * ```
 */
export function matchTemplate(template: CompiledTemplate, sentence: TaggedSentence): Record<string, unknown> | null {
  const hasDoubtful = template.typed.some((type) => sentence.spans(type).some((span) => span.doubtful));
  const withTags = run(template, sentence, true);
  if (!hasDoubtful) return withTags;
  const withoutDoubtful = run(template, sentence, false);
  if (withTags !== null && withoutDoubtful !== null && JSON.stringify(withTags) !== JSON.stringify(withoutDoubtful)) return null;
  return withTags ?? withoutDoubtful;
}

function run(template: CompiledTemplate, sentence: TaggedSentence, doubtful: boolean): Record<string, unknown> | null {
  const cut = new Array<boolean>(sentence.text.length + 1).fill(false);
  for (const type of template.typed) {
    for (const span of sentence.spans(type)) {
      if (span.doubtful && !doubtful) continue;
      for (let inside = span.start + 1; inside < span.end; inside += 1) cut[inside] = true;
    }
  }
  const state: Run = { sentence, doubtful, cut, steps: 0 };
  const end = sentence.text.length;
  step(template.root, 0, undefined, state, (position, captures) => {
    if (skipSpaces(sentence.text, position) !== end) return false;
    const values: Record<string, unknown> = {};
    const order: Capture[] = [];
    for (let capture = captures; capture; capture = capture.previous) order.unshift(capture);
    for (const capture of order) {
      const value = capture.free?.accept ? capture.free.accept(capture.value as string, sentence.context) : capture.value;
      if (value === null || value === undefined) return false;
      // A slot named with a leading _ is matched, not returned: a word a type finds (下 that is not 下午).
      if (!capture.name.startsWith("_")) values[capture.name] = value;
    }
    state.result = values;
    return true;
  });
  return state.result ?? null;
}

const WORD_CHARACTER = /[A-Za-z0-9]/u;

/**
 * Whether the text from `start` to `end` is whole words where it has Latin letters or digits at its
 * edges: "time" is not read in "bedtime", nor "roll a" in "rolla" (spaces in a template may be
 * left out in Chinese, where words are not parted by them).
 */
function apart(text: string, start: number, end: number): boolean {
  if (WORD_CHARACTER.test(text[start] ?? "") && WORD_CHARACTER.test(text[start - 1] ?? "")) return false;
  return !(WORD_CHARACTER.test(text[end - 1] ?? "") && WORD_CHARACTER.test(text[end] ?? ""));
}

function skipSpaces(text: string, position: number): number {
  let at = position;
  while (text[at] === " ") at += 1;
  return at;
}

function step(node: CompiledNode, position: number, captures: Capture | undefined, state: Run, next: Continue): boolean {
  if ((state.steps += 1) > STEP_LIMIT) return false;
  const { sentence } = state;
  switch (node.kind) {
    case "words": {
      // `\ ` in a template is a space the sentence must have (a pause): it is not skipped.
      const start = node.text.startsWith(" ") ? position : skipSpaces(sentence.text, position);
      const end = start + node.text.length;
      return sentence.folded.startsWith(node.text, start) && apart(sentence.text, start, end) && next(end, captures);
    }
    case "space":
      return next(skipSpaces(sentence.text, position), captures);
    case "sequence":
      return sequence(node.items, 0, position, captures, state, next);
    case "choice":
      for (const option of node.options) if (step(option, position, captures, state, next)) return true;
      return node.optional && next(position, captures);
    case "slot": {
      const start = skipSpaces(sentence.text, position);
      const { name, type } = node;
      if (type.find) {
        for (const span of sentence.spansAt(type, start)) {
          // A typed span's edges are its finder's to judge ("100usd" is an amount).
          if (span.doubtful && !state.doubtful) continue;
          // The spaces after a slot are left to what follows: a `\ ` there is a pause the sentence must have.
          if (next(span.end, { name, value: span.value, previous: captures })) return true;
        }
        return false;
      }
      if (state.cut[start]) return false;
      // The shortest text first, as a lazy regex would take it.
      for (let end = start + 1; end <= sentence.text.length; end += 1) {
        if (state.cut[end] || sentence.text[end - 1] === " " || !apart(sentence.text, start, end)) continue;
        const text = sentence.text.slice(start, end);
        if (next(end, { name, value: text, free: type, previous: captures })) return true;
        if (state.steps > STEP_LIMIT) return false;
      }
      return false;
    }
  }
}

function sequence(
  items: readonly CompiledNode[],
  index: number,
  position: number,
  captures: Capture | undefined,
  state: Run,
  next: Continue,
): boolean {
  if (index === items.length) return next(position, captures);
  return step(items[index], position, captures, state, (after, held) => sequence(items, index + 1, after, held, state, next));
}
