// Words as people text them, spelled out: "wats the weather tmrw in taipei", "yen rate pls",
// "what time is it in tokyo rn", "can u". 'rn' only ends the sentence (an RN is a nurse); 'u' only
// between two English words.
const TEXTED: readonly [RegExp, string][] = [
  [/\b(?:wats|whats|wat's|wots)\b/gi, "what's"],
  [/\b(?:wat|wut)(?=\s+(?:is|are|time|day|date)\b)/gi, "what"],
  [/\b(?:tmrw|tmr|tmrow|2moro|2morrow)\b/gi, "tomorrow"],
  [/(?<=[a-z]\s+)(?<!\b(?:the|a|an|my|your|our|his|her|their)\s+)rn(?=\s*\??$)/gi, "right now"],
  [/\b(?:pls|plz|plse)\b/gi, "please"],
  [/(?<=[a-z]\s+)u(?=\s+[a-z])/gi, "you"],
];

/** The text with texted words spelled out ("wats" → "what's", "tmrw" → "tomorrow"); Chinese text is left as it is. */
export function spellOutTexting(text: string): string {
  return /[a-z]/i.test(text) ? TEXTED.reduce((spelled, [texted, word]) => spelled.replace(texted, word), text) : text;
}

/** "n kaohsiung?" 'n tmrw?': and, as it is texted, at the start of a follow-up. */
export const TEXTED_AND = /^n\s+(?=[a-z])/iu;
