import type { DurationWords } from "../locales/locale-words";
import { REGISTERED_WORDS } from "../locales/registered-words";
import { NUMBERS, parseNumber } from "../number-words";
import type { SlotSpan, SlotType } from "./slot-type";

// Each registered language's duration words (locales/<code>/*-duration-words.ts), in registration order.
const LANGUAGES: readonly DurationWords[] = REGISTERED_WORDS.flatMap((words) => (words.durations ? [words.durations(NUMBERS)] : []));
const UNIT_SECONDS: Readonly<Record<string, number>> = Object.assign({}, ...LANGUAGES.map((language) => language.unitSeconds));
const AMOUNT_WORDS: Readonly<Record<string, number>> = Object.assign({}, ...LANGUAGES.map((language) => language.amountWords ?? {}));
const JOINERS = LANGUAGES.flatMap((language) => (language.joiner === undefined ? [] : [language.joiner]));

// One part in any language; `which` tells the first part's groups (amount_a0) from the second's (amount_b0).
function partSource(which: "a" | "b"): string {
  const parts = LANGUAGES.map((language, index) => language.part.replace(/\(\?<(\w+)>/g, `(?<$1_${which}${index}>`));
  return `(?:${parts.join("|")})`;
}
const JOIN = JOINERS.length === 0 ? "" : `(?:(?:${JOINERS.join("|")})\\s+)?`;
const DURATION = new RegExp(`${partSource("a")}(?:\\s*${JOIN}${partSource("b")})?`, "giu");

type Groups = Record<string, string | undefined>;

const SUFFIXES = { a: /_a\d+$/u, b: /_b\d+$/u };

// The groups of one part (`which`), with their suffixes taken off.
function partGroups(groups: Groups, which: "a" | "b"): Groups {
  const read: Groups = {};
  const suffix = SUFFIXES[which];
  for (const name in groups) {
    if (groups[name] !== undefined && suffix.test(name)) read[name.replace(suffix, "")] ??= groups[name];
  }
  return read;
}

function seconds({ amount: amountText, unit, half, halfAfter }: Groups): number | null {
  if (amountText === undefined || unit === undefined) return null;
  const amount = AMOUNT_WORDS[amountText.toLowerCase()] ?? parseNumber(amountText);
  const size = UNIT_SECONDS[unit.toLowerCase().replace(/s$/u, "")];
  return amount === null || size === undefined ? null : (amount + ((half ?? halfAfter) ? 0.5 : 0)) * size;
}

/** The lengths of time in `text` (十分鐘, 一個半小時, 1小時30分, 20 minutes, an hour and a half) in seconds. */
function durationSpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  DURATION.lastIndex = 0;
  for (const match of text.matchAll(DURATION)) {
    const groups = match.groups ?? {};
    const first = seconds(partGroups(groups, "a"));
    const secondPart = partGroups(groups, "b");
    const second = secondPart.amount === undefined ? 0 : seconds(secondPart);
    if (first === null || second === null || first + second <= 0) continue;
    spans.push({ start: match.index, end: match.index + match[0].length, value: first + second });
  }
  return spans;
}

/** `{x:duration}`: a length of time — 十分鐘, 一個半小時, 1小時30分, 30秒, 20 minutes — in seconds. */
export const DURATION_SLOT: SlotType = { name: "duration", find: durationSpans };
