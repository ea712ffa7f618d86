// A code read out digit by digit, as a speech recognizer writes it: 六零零五一九, 六零零幺三六 (幺 is 1
// read aloud; the Taiwan script writes it 么).
const SPOKEN_DIGIT = /[零〇一幺么二三四五六七八九]/gu;
const DIGIT_OF: Readonly<Record<string, string>> = {
  零: "0",
  〇: "0",
  一: "1",
  幺: "1",
  么: "1",
  二: "2",
  三: "3",
  四: "4",
  五: "5",
  六: "6",
  七: "7",
  八: "8",
  九: "9",
};

/** Regex source (no groups) of six digits said one by one in Chinese numerals: 六零零五一九. */
export const SPOKEN_CODE_PATTERN = "[零〇一幺么二三四五六七八九]{6}";
const SPOKEN_CODE = new RegExp(`^${SPOKEN_CODE_PATTERN}$`, "u");

/**
 * Reads a stock code the way people write it — `600519`, `sh600519`, `SZ000001`, `600519.SH`,
 * `sz.000001`, or read out digit by digit (六零零五一九) — as a lower-case symbol such as `sh600519`,
 * or a bare six-digit code when no prefix was given. Returns `null` for anything else.
 */
export function readStockCode(text: string): string | null {
  const said = text.normalize("NFKC").replace(/\s+/g, "");
  const compact = (SPOKEN_CODE.test(said) ? said.replace(SPOKEN_DIGIT, (digit) => DIGIT_OF[digit] ?? digit) : said).toLowerCase();
  const prefixed = /^(sh|sz|bj)\.?(\d{6})$/.exec(compact);
  if (prefixed) return `${prefixed[1]}${prefixed[2]}`;
  const suffixed = /^(\d{6})\.(sh|sz|bj|ss)$/.exec(compact);
  if (suffixed) return `${suffixed[2] === "ss" ? "sh" : suffixed[2]}${suffixed[1]}`;
  return /^\d{6}$/.test(compact) ? compact : null;
}
