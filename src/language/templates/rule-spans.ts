import type { DateTime } from "luxon";
import { WordIndex } from "../word-index";
import type { WordRule } from "../word-rule";
import type { SlotSpan } from "./slot-type";

const indexes = new WeakMap<readonly WordRule<unknown>[], WordIndex<number>>();

/**
 * Every word the rules (date, period) find and resolve in `text`, wherever it starts, as spans
 * whose value is `toValue` of the rule's value: unlike `findWord`, which gives the first word only,
 * a sentence is tagged with all of them. Only the rules whose words the text holds are run.
 */
export function ruleSpans<Value>(
  rules: readonly WordRule<Value>[],
  text: string,
  today: DateTime,
  toValue: (value: Value) => unknown,
): SlotSpan[] {
  let index = indexes.get(rules);
  if (index === undefined) {
    index = new WordIndex(rules.map((rule, position) => ({ pattern: rule.regex, value: position })));
    indexes.set(rules, index);
  }
  const spans: SlotSpan[] = [];
  for (const position of index.candidates(text)) {
    const rule = rules[position];
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
