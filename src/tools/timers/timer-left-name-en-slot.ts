import type { SlotType } from "../../language/templates/slot-type";
import { englishTimerName } from "./english-timer-name";

// "how long is left on the pizza": what has time left on it, when it is not a timer's.
const NOT_A_TIMER =
  /\b(?:clock|meter|lease|visa|contract|subscription|trial|warranty|battery|parking|loan|mortgage|game|match|exam|test|semester|term|year|month|week|day|license|licence|passport|membership|ticket|insurance|policy|card|phone|laptop|sentence|plan|deal|sale|auction|download|upload|update|install|movie|film|show|episode|song|video|podcast|book|flight|trip|drive|ride|class|lecture|meeting|call|shift|break|vacation|holiday|quarter|half|period|round|lap|race|project|assignment|deadline|session|it|this|that|me|you)\b/i;

/**
 * `{x:timer_left_name_en}`: what a timer is for, asked its time left in English ("the eggs" of "how long's left on the
 * eggs"): one to three words, no visa, lease, game or clock.
 */
export const TIMER_LEFT_NAME_EN_SLOT: SlotType = {
  name: "timer_left_name_en",
  accept: (text) => {
    if (!/^[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}$/iu.test(text)) return null;
    const name = text.replace(/\s+timers?$/iu, "");
    return NOT_A_TIMER.test(name) || englishTimerName(name, undefined) === null ? null : text;
  },
};
