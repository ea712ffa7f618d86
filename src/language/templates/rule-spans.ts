import type { DateTime } from "luxon";
import type { WordRule } from "../word-rule";
import type { SlotSpan } from "./slot-type";

/**
 * Every word the rules (date, period) find and resolve in `text`, wherever it starts, as spans
 * whose value is `toValue` of the rule's value: unlike `findWord`, which gives the first word only,
 * a sentence is tagged with all of them.
 */
export function ruleSpans<Value>(
  rules: readonly WordRule<Value>[],
  text: string,
  today: DateTime,
  toValue: (value: Value) => unknown,
): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (const rule of rules) {
    rule.regex.lastIndex = 0;
    for (let match = rule.regex.exec(text); match; match = rule.regex.exec(text)) {
      if (match[0].length === 0) {
        rule.regex.lastIndex += 1;
        continue;
      }
      const value = rule.resolve(match.groups ?? {}, today);
      if (value !== null) spans.push({ start: match.index, end: match.index + match[0].length, value: toValue(value) });
    }
  }
  return spans;
}
