const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6 };

/** Regex source (no groups) of one English number word, a whole word in any case. */
export const ENGLISH_NUMBER_WORD = String.raw`\b(?:${[...Object.keys(SMALL), ...Object.keys(SCALES)].join("|")})\b`;

// A run of number words, joined by spaces or a hyphen (twenty-five), never by a minus between digits.
const run = new RegExp(`${ENGLISH_NUMBER_WORD}(?:[\\s-]+${ENGLISH_NUMBER_WORD})*`, "gi");

function valueOf(words: string[]): number | null {
  let total = 0;
  let current = 0;
  let last: "small" | "scale" | null = null;
  for (const word of words) {
    const small = SMALL[word];
    if (small !== undefined) {
      // "two three" is two numbers, not 5; "twenty five" is 25.
      if (last === "small" && !(current % 100 >= 20 && current % 10 === 0 && small < 10)) return null;
      current += small;
      last = "small";
    } else {
      const scale = SCALES[word];
      if (last !== "small") return null;
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
      last = "scale";
    }
  }
  return total + current;
}

/**
 * Writes English number words as digits: "fifteen percent of eighty" → "15 percent of 80",
 * "two hundred forty" → "240", "twenty-five" → "25". A run that is not one number ("two three")
 * is left as it is, for the parser to refuse.
 */
export function readEnglishNumbers(text: string): string {
  return text.replace(run, (words) => {
    const value = valueOf(words.toLowerCase().split(/[\s-]+/));
    return value === null ? words : String(value);
  });
}
