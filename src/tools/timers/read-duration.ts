import { normalizeText } from "../../language/normalize-text";
import { parseNumber, readEnglishNumbers } from "../../language/number-words";

const NUM = String.raw`(?:\d+(?:\.\d+)?|[零一二兩三四五六七八九十百]+)`;
// 刻鐘 is a quarter of an hour: 「一刻鐘」 15 minutes, 「三刻鐘」 45 (「三點一刻」 is a time of day, without 鐘).
const ZH_UNIT = "(?:個?(?:小時|鐘頭)|分鐘|分|秒鐘|秒|刻鐘)";
// English amounts before a unit: digits, a or an, and number words up to ninety ("forty-five").
const NUMBER_EN = String.raw`(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety)`;
// "and a half", "and a quarter" after an amount or a unit.
const AND_A_PART = String.raw`(?:\s+and\s+a\s+(?:half|quarter))`;

/**
 * Regex source (no capturing groups) for a duration said in Chinese or English: 十分鐘, 三十秒,
 * 一個半小時, 1小時20分, 兩分半, 半小時, 一刻鐘, 5 minutes, an hour and a half, 90 seconds, 1 hr 20 min,
 * a quarter of an hour, three quarters of an hour, an hour and a quarter.
 * {@link readDuration} reads it.
 */
export const DURATION_PATTERN = [
  // 十分鐘, 一個半小時, 1小時20分鐘, 兩分半, 一分半鐘, 1小時又10分
  String.raw`(?:${NUM}\s*(?:個\s*)?半?\s*${ZH_UNIT}\s*半?鐘?\s*(?:又|零)?\s*)+`,
  // 半小時, 半個鐘頭, 半分鐘
  "半(?:個)?(?:小時|鐘頭|分鐘)",
  // 5 minutes, 1 hr 20 min, an hour and a half, two and a half minutes, an hour and a quarter, half an hour
  String.raw`(?:${NUMBER_EN}${AND_A_PART}?\s*(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)${AND_A_PART}?(?:\s*,?\s*(?:and\s+)?)?)+|half\s+an?\s+(?:hour|minute)`,
  // a quarter of an hour, quarter of an hour, a quarter hour, three quarters of an hour
  String.raw`(?:(?:a|one|three|3)\s+)?quarters?(?:\s+of\s+an|[\s-])\s*hour`,
].join("|");

const SECONDS_OF: Readonly<Record<string, number>> = { 小時: 3600, 鐘頭: 3600, 分鐘: 60, 分: 60, 秒鐘: 1, 秒: 1, 刻鐘: 900 };

function readChinese(text: string): number | null {
  if (/^半(?:個)?(?:小時|鐘頭)$/.test(text)) return 1800;
  if (/^半分鐘$/.test(text)) return 30;
  const part = new RegExp(String.raw`(${NUM})\s*(?:個\s*)?(半)?\s*(小時|鐘頭|分鐘|分|秒鐘|秒|刻鐘)\s*(半)?鐘?\s*(?:又|零)?\s*`, "gy");
  let total = 0;
  let position = 0;
  for (let match = part.exec(text); match; match = part.exec(text)) {
    const [, amount = "", halfBefore, unit = "", halfAfter] = match;
    const value = parseNumber(amount);
    if (value === null) return null;
    total += (value + (halfBefore || halfAfter ? 0.5 : 0)) * (SECONDS_OF[unit] ?? 0);
    position = part.lastIndex;
  }
  return position === text.length && total > 0 ? total : null;
}

const fraction = (part: string) => (part === "quarter" ? 0.25 : 0.5);

function readEnglish(text: string): number | null {
  const spelled = readEnglishNumbers(text.toLowerCase())
    .replace(/\bhalf\s+an?\s+hour\b/g, "30 minutes")
    .replace(/\bhalf\s+an?\s+minute\b/g, "30 seconds")
    .replace(/^(?:(a|one|1|three|3)\s+)?quarters?(?:\s+of\s+an|[\s-])\s*hour$/, (_, amount: string | undefined) =>
      /^(?:three|3)$/.test(amount ?? "") ? "45 minutes" : "15 minutes",
    )
    .replace(/\ban?\s+(?=(?:hour|minute|second)s?\b(?:\s+and\s+a\s+half)?)/g, "1 ")
    .replace(/(\d+(?:\.\d+)?)\s+and\s+a\s+(half|quarter)\s+/g, (_, amount: string, part: string) => `${Number(amount) + fraction(part)} `)
    .replace(
      /(\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?|seconds?|secs?)\s+and\s+a\s+(half|quarter)\b/g,
      (_, amount: string, unit: string, part: string) => `${Number(amount) + fraction(part)} ${unit}`,
    );
  const part = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?|seconds?|secs?)\s*(?:,\s*)?(?:and\s+)?/gy;
  let total = 0;
  let position = 0;
  for (let match = part.exec(spelled); match; match = part.exec(spelled)) {
    const unit = match[2] ?? "";
    total += Number(match[1]) * (unit.startsWith("h") ? 3600 : unit.startsWith("m") ? 60 : 1);
    position = part.lastIndex;
  }
  return position === spelled.trimEnd().length && total > 0 ? total : null;
}

/**
 * The seconds a duration lasts, as people say it: 「十分鐘」 600, 「一個半小時」 5400, 「兩分半」 150,
 * 「1小時20分」 4800, 「一刻鐘」 900, "5 minutes" 300, "an hour and a half" 5400, "a quarter of an hour" 900,
 * "90 secs" 90; a number alone is seconds. Anything else → null.
 *
 * @example
 * ```ts
 * readDuration("倒數三十秒".slice(2)); // 30
 * ```
 */
export function readDuration(said: string): number | null {
  const text = normalizeText(said).trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text));
  const seconds = /[\u4e00-\u9fff]/u.test(text) ? readChinese(text) : readEnglish(text);
  return seconds === null ? null : Math.round(seconds);
}
