import * as OpenCC from "opencc-js";

type Convert = (text: string) => string;

let toTraditionalConverter: Convert | undefined;
let toSimplifiedConverter: Convert | undefined;

// Built on first use: building the dictionaries costs tens of milliseconds, which a
// process that never meets Chinese text should not pay at import.
function traditionalConverter(): Convert {
  toTraditionalConverter ??= OpenCC.Converter({ from: "cn", to: "tw" });
  return toTraditionalConverter;
}

function simplifiedConverter(): Convert {
  toSimplifiedConverter ??= OpenCC.Converter({ from: "tw", to: "cn" });
  return toSimplifiedConverter;
}

/** Converts Simplified (or mixed) Chinese to Traditional with Taiwan characters: 人民币 → 人民幣. */
export function toTraditional(text: string): string {
  return traditionalConverter()(text);
}

/** Converts Traditional Chinese to Simplified: 人民幣 → 人民币. */
export function toSimplified(text: string): string {
  return simplifiedConverter()(text);
}

const hanPattern = /\p{Script=Han}/u;

/** True when the text has Chinese characters. */
export function hasHan(text: string): boolean {
  return hanPattern.test(text);
}

/**
 * True when the text is written in Simplified Chinese: converting it to Traditional changes it,
 * while converting it to Simplified does not.
 */
export function isSimplified(text: string): boolean {
  return hasHan(text) && toTraditional(text) !== text && toSimplified(text) === text;
}
