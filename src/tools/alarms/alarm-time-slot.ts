import type { SlotType } from "../../language/templates/slot-type";
import { MONTH_END_PATTERN } from "../../language/month-end";
import { TIME_PATTERN } from "../../language/time-of-day";
import type { AlarmWhen } from "./read-alarm";
import { stickySpans } from "./sticky-spans";

// A day said before the clock that the time words do not hold: the month's last day (「月底那天早上九點」),
// or a day said to be as before (「明天一樣七點叫我」「禮拜六也八點」); read by `readAlarm`.
const SAME = "(?:一樣|也|照樣|同樣|還是)";
const SHORT_DAY = "(?:今天|明天|後天|大後天|今晚|明早|明晚|(?:下下|下|這|本)?(?:個)?(?:週|周|星期|禮拜)[一二三四五六日天])";
const DAY_LEAD = `(?:${MONTH_END_PATTERN}\\s*${SAME}?|${SHORT_DAY}\\s*${SAME})\\s*(?:是|在)?\\s*(?:的)?\\s*`;
const TIME = new RegExp(`(?:${DAY_LEAD})?(?:${TIME_PATTERN})`, "iuy");

/**
 * `{time:alarm_time}`: a time as an alarm is set for it — 明天早上七點, 下午3點半, 10分鐘後, 7 pm
 * tomorrow, 月底那天早上九點, 明天一樣七點 — as said (`{ time }`), for `readAlarm` to read.
 */
export const ALARM_TIME_SLOT: SlotType = {
  name: "alarm_time",
  find: (text) => stickySpans(TIME, text, (match): AlarmWhen => ({ time: match[0] })),
};
