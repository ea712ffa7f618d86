import { NUMBER_PATTERN, parseNumber } from "../../language/number-words";
import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { numberOf } from "./english-money";

// 「加一服務費」 (Hong Kong's 加一: 10% more), 「加一成服務費」「加10%服務費」「加百分之十的服務費」.
const SERVICE = new RegExp(`[一二兩三]成|百分之${NUMBER_PATTERN}|\\d{1,2}(?:\\.\\d)?\\s?%|一`, "uy");
// A tip's rate: 「百分之十五」「15%」「15趴」「一成」.
const TIP = new RegExp(`[一二兩三]成|百分之${NUMBER_PATTERN}|\\d{1,2}(?:\\.\\d)?\\s?(?:%|趴)|${NUMBER_PATTERN}趴`, "uy");

/** The share of a service charge or a tip: 「一成」 10, 「百分之十」 10, 「10%」 10, 「15趴」 15, Hong Kong's 「加一」 10. */
function serviceRate(words: string): number | null {
  if (words === "一") return 10;
  const rate = words.endsWith("成")
    ? (parseNumber(words.slice(0, -1)) ?? Number.NaN) * 10
    : numberOf(words.replace(/^百分之|\s?(?:%|趴)$/gu, ""));
  return rate === null || !Number.isFinite(rate) || rate <= 0 || rate > 100 ? null : rate;
}

function rateSpans(text: string, pattern: RegExp): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (let start = 0; start < text.length; start += 1) {
    pattern.lastIndex = start;
    const match = pattern.exec(text);
    const value = match === null ? null : serviceRate(match[0]);
    if (match !== null && value !== null) spans.push({ start, end: start + match[0].length, value });
  }
  return spans;
}

/** `{rate:service_rate}`: a service charge's rate, in percent (「一成」 10, 「加一」's 一 10, 「10%」 10). */
export const SERVICE_RATE_SLOT: SlotType = { name: "service_rate", find: (text) => rateSpans(text, SERVICE) };

/** `{rate:tip_rate}`: a tip's rate, in percent (「百分之十五」 15, 「15趴」 15, 「一成」 10). */
export const TIP_RATE_SLOT: SlotType = { name: "tip_rate", find: (text) => rateSpans(text, TIP) };
