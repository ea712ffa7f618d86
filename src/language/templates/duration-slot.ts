import { NUMBER_PATTERN, parseNumber } from "../number-words";
import type { SlotSpan, SlotType } from "./slot-type";

const SECONDS: Record<string, number> = {
  小時: 3600,
  鐘頭: 3600,
  分鐘: 60,
  分: 60,
  秒鐘: 1,
  秒: 1,
  hour: 3600,
  minute: 60,
  min: 60,
  second: 1,
  sec: 1,
};
const PART = `(?:(?<n>${NUMBER_PATTERN}|半)\\s*個?(?<half>半)?\\s*(?<unit>小時|鐘頭|分鐘|分|秒鐘|秒)(?<half2>半)?|\\b(?<en>${NUMBER_PATTERN}|an?|half an)\\s+(?<enUnit>hours?|minutes?|mins?|seconds?|secs?)\\b(?<enHalf>\\s+and a half)?)`;
const DURATION = new RegExp(`${PART}(?:\\s*(?:and\\s+)?${PART.replace(/\(\?<(\w+)>/g, "(?<$1_2>")})?`, "giu");

function seconds(amountText: string | undefined, unit: string | undefined, half: boolean): number | null {
  if (amountText === undefined || unit === undefined) return null;
  const amount = /^(?:半|half an)$/iu.test(amountText) ? 0.5 : /^an?$/iu.test(amountText) ? 1 : parseNumber(amountText);
  const size = SECONDS[unit.toLowerCase().replace(/s$/u, "")];
  return amount === null || size === undefined ? null : (amount + (half ? 0.5 : 0)) * size;
}

/** The lengths of time in `text` (十分鐘, 一個半小時, 1小時30分, 20 minutes, an hour and a half) in seconds. */
function durationSpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  DURATION.lastIndex = 0;
  for (const match of text.matchAll(DURATION)) {
    const g = match.groups ?? {};
    const first = seconds(g.n ?? g.en, g.unit ?? g.enUnit, Boolean(g.half ?? g.half2 ?? g.enHalf));
    const second = (g.n_2 ?? g.en_2) ? seconds(g.n_2 ?? g.en_2, g.unit_2 ?? g.enUnit_2, Boolean(g.half_2 ?? g.half2_2 ?? g.enHalf_2)) : 0;
    if (first === null || second === null || first + second <= 0) continue;
    spans.push({ start: match.index, end: match.index + match[0].length, value: first + second });
  }
  return spans;
}

/** `{x:duration}`: a length of time — 十分鐘, 一個半小時, 1小時30分, 30秒, 20 minutes — in seconds. */
export const DURATION_SLOT: SlotType = { name: "duration", find: durationSpans };
