import type { SlotSpan } from "../../language/templates/slot-type";

/**
 * The spans of `text` that `whole` (an anchored run of arithmetic words) reads entirely, each as
 * written, starting at the sentence's start or after a space (where the calculator's templates
 * place an expression) and never ending on a space. `run` (sticky, the same words) says how far a
 * run reaches, so a start that is not arithmetic costs one test.
 */
export function arithmeticSpans(text: string, run: RegExp, whole: RegExp): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (let start = 0; start < text.length; start += 1) {
    if ((start > 0 && text[start - 1] !== " ") || text[start] === " ") continue;
    run.lastIndex = start;
    const reach = run.exec(text)?.[0].length ?? 0;
    for (let end = start + reach; end > start; end -= 1) {
      const said = text.slice(start, end);
      if (text[end - 1] !== " " && whole.test(said)) spans.push({ start, end, value: said });
    }
  }
  return spans;
}
