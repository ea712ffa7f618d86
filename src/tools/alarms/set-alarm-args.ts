import type { PhraseContext } from "../../core/local-phrase";
import { resolveTime } from "../../language/time-of-day";
import { sentenceDays } from "./alarm-time-spans";
import { readAlarm, type AlarmWhen } from "./read-alarm";

type Slots = Record<string, unknown>;
type ToArgs = (slots: Slots, context: PhraseContext) => Record<string, unknown> | null;

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
// Waking someone up (「把我叫醒」「叫我起床」) reads a bare 1 to 5 as the nearer one.
const wakesUp = /叫醒|喊醒|叫起來|起床|wake/iu;

/** `set_alarm`'s arguments from the slots `when` (or `time`), `message`/`purpose`, `who`, `verb`. */
const plain =
  (wake = false): ToArgs =>
  (slots, context) => {
    const said = [slots.verb, slots.message, slots.purpose, slots.because].filter((value) => typeof value === "string").join(" ");
    return readAlarm(
      {
        when: (slots.when ?? slots.time) as AlarmWhen,
        message: text(slots.message) ?? text(slots.purpose),
        who: text(slots.who),
        wake: wake || wakesUp.test(said),
      },
      context,
    );
  };

// The why said before 所以 must ask nothing and hold no other request.
const notBecause = /[?嗎呢]|鬧鐘|提醒|叫我|計時|倒數|備忘|記一下|取消|刪|幫我|查|找|告訴|設|不要|別|改|幾點|什麼|怎/u;
const partOfDay = /一早|早上|上午|中午|下午|傍晚|晚上|半夜|凌晨/u;

/**
 * Why, said before 所以 and the request with its time (「我明天要去機場接我姊 … 所以你幫我設一個明天早上六點的鬧鐘好了」):
 * a day or a time in the why (「後天一早的班機 所以幫我設五點半的鬧鐘」) may be the day the alarm is for,
 * unless the request names its own.
 */
const because: ToArgs = (slots, context) => {
  const why = text(slots.because);
  if (why === undefined) return plain()(slots, context);
  if (notBecause.test(why)) return null;
  const saysWhen = partOfDay.test(why) || sentenceDays(why).length > 0 || resolveTime(why, context) !== null;
  if (saysWhen && sentenceDays((slots.time as AlarmWhen).time).length === 0) return null;
  return plain()(slots, context);
};

// What is on at a time, said before the asking: a question (「下午兩點要做什麼 提醒我」) asks what is on.
const asksWhatIsOn = /什麼|幹嘛|哪|誰|幾|怎/u;
// "I need to call mom at 5, remind me": the alarm rings with what is to be done.
const intentEn = /^i\s+(?:need|have|got)\s+to\s+|^i\s+(?:gotta|must)\s+/i;

/**
 * The thing first, then the asking (「阿嬤晚上十點要吃藥 幫我設個鬧鐘提醒她」「七點半阿公要量血壓 記得叫他」):
 * whose need it is, said before the time or after it, or named in the asking; 她/他 there must point
 * at a person already named.
 */
const thingFirst: ToArgs = (slots, context) => {
  const message = text(slots.message) ?? "";
  if (asksWhatIsOn.test(message)) return null;
  const named = (value: unknown) => (typeof value === "string" && value !== "我" ? value : undefined);
  const whom = text(slots.whom);
  const person = named(slots.who) ?? named(slots.who_after) ?? (whom === undefined || /^[我她他]$/u.test(whom) ? undefined : whom);
  if (person === undefined && whom !== undefined && /^[她他]$/u.test(whom)) return null;
  const args = plain()({ ...slots, who: person, message: message.replace(intentEn, "") }, context);
  return args;
};

/** The `toArgs` of `set_alarm`'s templates: `plain`, `wake` (a wake-up said by the template's own words), `because`, `thingFirst`. */
export const SET_ALARM_ARGS = { plain: plain(), wake: plain(true), because, thingFirst } as const;
