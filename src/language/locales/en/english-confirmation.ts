const ENGLISH_FILLERS = "um|uh|er|oh|well|hmm|please|thanks|thank you|then|and";
const ENGLISH_YES = [
  "yes",
  "yeah",
  "yep",
  "yup",
  "ya",
  "sure",
  "ok",
  "okay",
  "alright",
  "all right",
  "right",
  "correct",
  "absolutely",
  "of course",
  "certainly",
  "definitely",
  "go ahead",
  "go for it",
  "do it",
  "please do",
  "confirm",
  "confirmed",
  "i'm sure",
  "i am sure",
  "that's right",
  "sounds good",
  // A shrugged yes: 'fine', 'I guess so', 'sure, why not'.
  "fine",
  "that's fine",
  "fine by me",
  "i guess so",
  "i suppose so",
  "why not",
  "delete (?:it|them|all of them|them all|all)",
  "cancel (?:them all|all of them|all)",
  "yes please",
];
const ENGLISH_NO = [
  "no",
  "nope",
  "nah",
  "cancel",
  "cancel it",
  "don't",
  "do not",
  "don't do it",
  "don't delete (?:it|them)",
  "do not delete (?:it|them)",
  "never ?mind",
  "stop",
  "no thanks",
  "no thank you",
  "not now",
  "wait",
  "hold on",
  "forget it",
  "keep (?:it|them)",
  "leave (?:it|them)",
  "i changed my mind",
  "not really",
];

function englishAnswer(words: string[]): RegExp {
  return new RegExp(`^(?:(?:${ENGLISH_FILLERS}) )*(?:${words.join("|")})(?: (?:${words.join("|")}|${ENGLISH_FILLERS}))*$`, "u");
}
const englishYes = englishAnswer(ENGLISH_YES);
const englishNo = englishAnswer(ENGLISH_NO);

/**
 * An English answer to a confirmation question (normalised, lower case): "yes" for 'yes', 'sure', 'go
 * ahead'; "no" for 'no', 'cancel', 'never mind'; null for anything else. English keeps its spaces
 * between words.
 */
export function readEnglishAnswer(text: string): "yes" | "no" | null {
  const english = text
    .replace(/[,.!?;:~…]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  if (englishNo.test(english)) return "no";
  if (englishYes.test(english)) return "yes";
  return null;
}
