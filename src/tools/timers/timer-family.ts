import type { RecordFamily } from "../../records/record-family";
import { secondsLeft, timerSchema, type Timer } from "./timer";
import { speakDuration } from "./speak-duration";

/**
 * Countdown timers as a family of numbered records: kept in `timers.json`, due when they end
 * until they have rung, listed soonest first with the time left, cancelled by number or name.
 */
export const timerFamily: RecordFamily<Timer, "timer", "timers"> = {
  kind: { name: "timers", item: timerSchema, dueAt: (timer) => (timer.fired ? undefined : Date.parse(timer.ends_at)) },
  keys: { one: "timer", many: "timers" },
  nouns: {
    zh: "計時器",
    counter: "個",
    en: "timer",
    enPlural: "timers",
    file: { zh: "計時器檔案", en: "the timer file" },
    none: { zh: "目前沒有計時器。", en: "You have no timers running." },
    remove: { zh: "取消", en: "cancel", enPast: "Cancelled" },
  },
  describe: (timer, { now, locale }) => {
    const left = speakDuration(secondsLeft(timer, now), locale);
    if (locale === "en") return `${timer.name ? `${timer.name}, ` : ""}${left} left`;
    return `${timer.name ? `${timer.name}，` : ""}還剩 ${left}`;
  },
  isCurrent: (timer, { now }) => !timer.fired && secondsLeft(timer, now) > 0,
  compare: (a, b) => Date.parse(a.ends_at) - Date.parse(b.ends_at),
  nameOf: (timer) => timer.name,
};
