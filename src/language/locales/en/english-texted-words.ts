// Words as people text them, spelled out: "wats the weather tmrw in taipei", "yen rate pls",
// "what time is it in tokyo rn", "can u". 'rn' only ends the sentence (an RN is a nurse); 'u' only
// between two English words.
export const ENGLISH_TEXTED_WORDS: readonly (readonly [texted: RegExp, word: string])[] = [
  [/\b(?:wats|whats|wat's|wots)\b/gi, "what's"],
  [/\b(?:wat|wut)(?=\s+(?:is|are|time|day|date)\b)/gi, "what"],
  [/\b(?:tmrw|tmr|tmrow|2moro|2morrow)\b/gi, "tomorrow"],
  [/(?<=[a-z]\s+)(?<!\b(?:the|a|an|my|your|our|his|her|their)\s+)rn(?=\s*\??$)/gi, "right now"],
  [/\b(?:pls|plz|plse)\b/gi, "please"],
  [/(?<=[a-z]\s+)u(?=\s+[a-z])/gi, "you"],
];
