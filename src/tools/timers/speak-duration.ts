import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * A length of time as it is said aloud: 「8 分鐘」「8 分 30 秒」「20 秒」「1 小時 5 分」, "8 minutes",
 * "8 minutes 30 seconds", "20 seconds", "1 hour 5 minutes". Over an hour, seconds are left out.
 */
export function speakDuration(totalSeconds: number, locale: Locale): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = hours > 0 ? 0 : seconds % 60;
  const zh =
    hours > 0
      ? `${hours} 小時${minutes ? ` ${minutes} 分` : ""}`
      : minutes > 0
        ? rest
          ? `${minutes} 分 ${rest} 秒`
          : `${minutes} 分鐘`
        : `${rest} 秒`;
  const en = [hours && plural(hours, "hour"), minutes && plural(minutes, "minute"), (rest || seconds === 0) && plural(rest, "second")]
    .filter(Boolean)
    .join(" ");
  return localize(locale, { zh, en });
}
