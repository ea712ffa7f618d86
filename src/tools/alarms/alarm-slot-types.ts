import { HOUSEHOLD_PERSON } from "../../language/household-person";
import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { wordListSlot } from "../../language/templates/word-list-slot";
import { ALARM_TIME_SLOT } from "./alarm-time-slot";
import { ALARM_TERSE_EN_SLOT, ALARM_WHEN_EN_SLOT } from "./alarm-when-en-slot";

// The household's people, from the language's own list: an alarm is set for them only
// (「幫阿公設…的鬧鐘」「提醒阿嬤量血壓」), so a name or a stranger (「提醒王經理」) is left to the model.
const PEOPLE = HOUSEHOLD_PERSON.replace(/^\(\?:|\)$/gu, "").split("|");

// 「要不要」「要幾點」: a question, or a doubt, is no purpose; nor is what is on asked for.
const notPurpose = /^(?:不|是不是|幾|什麼|怎)|[嗎呢吧]$|什麼|幹嘛|哪|誰|幾|怎/u;
// A question word starts no English message ("what's at 3 pm, remind me").
const questionEn =
  /^(?:what|when|where|why|how|who|which|is|are|was|were|do|does|did|can|could|will|would|should|you|it|that|this|there)\b/iu;

/**
 * What is on, said in one go and followed by a pause (a space or a comma): 「晚上九點要倒垃圾 麻煩你提醒我一下」
 * holds 「倒垃圾」, and 「…倒垃圾不用提醒我」 said in one breath holds no such thing.
 */
function thingSpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (let end = 1; end < text.length; end += 1) {
    if (!/[\s,]/u.test(text[end]) || /[\s,]/u.test(text[end - 1])) continue;
    for (let start = end - 1; start >= 0 && !/[\s,]/u.test(text[start]); start -= 1) {
      spans.push({ start, end, value: text.slice(start, end) });
    }
  }
  return spans;
}

/**
 * The slot types of the alarm's templates: its times (`alarm_time`, `alarm_when_en`,
 * `alarm_terse_en`), whom it is for (`alarm_person`: 我, 阿嬤, 我媽; `alarm_whom`: 我, 她, 他, 阿嬤), how
 * it is asked (`alarm_call`: 叫醒, 叫, 提醒, 喊), and what it is for, said in one go: `alarm_because`
 * (2 to 80 characters, no pause), `alarm_purpose` (no space or pause, no question), `alarm_thing` (said in one go, then a pause),
 * `alarm_thing_en` (words, no question word first).
 */
export const ALARM_SLOT_TYPES: readonly SlotType[] = [
  ALARM_TIME_SLOT,
  ALARM_WHEN_EN_SLOT,
  ALARM_TERSE_EN_SLOT,
  wordListSlot({ name: "alarm_person", words: ["我", ...PEOPLE, ...PEOPLE.map((person) => `我${person}`)] }),
  wordListSlot({ name: "alarm_whom", words: ["我", "她", "他", ...PEOPLE] }),
  wordListSlot({ name: "alarm_call", words: ["叫醒", "叫", "提醒", "喊"] }),
  { name: "alarm_because", accept: (text) => (text.length >= 2 && text.length <= 80 && !text.includes(",") ? text : null) },
  { name: "alarm_purpose", accept: (text) => (/^[^\s,]+$/u.test(text) && !notPurpose.test(text) ? text : null) },
  { name: "alarm_thing", find: thingSpans },
  { name: "alarm_thing_en", accept: (text) => (/^[a-z][a-z' ]*$/iu.test(text) && !questionEn.test(text) ? text : null) },
];
