import { REGISTERED_WORDS } from "./locales/registered-words";

// Each registered language's leads back to an earlier subject (locales/<code>/*-conversation.ts):
// 「回到剛剛那個匯率 那日幣呢」 'go back to the weather, what about Friday'. What follows the lead names
// the subject, then perhaps a follow-up about it.
const LANGUAGES = REGISTERED_WORDS.flatMap((words) => (words.conversation ? [words.conversation] : []));
const LEADS = LANGUAGES.flatMap((language) => (language.returnLead ? [language.returnLead] : []));
// What may stand between the subject and the follow-up: a pause, a comma, or a language's words (的部分 'the part about').
const AFTER_SUBJECT = LANGUAGES.flatMap((language) => (language.afterSubject === undefined ? [] : [language.afterSubject]));
const BETWEEN = new RegExp(`^${AFTER_SUBJECT.length === 0 ? "" : `(?:${AFTER_SUBJECT.join("|")})?`}(?:[\\s,，、.。;；]+|$)`, "u");

function firstLead(text: string): RegExpExecArray | null {
  for (const lead of LEADS) {
    const found = lead.exec(text);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The words after a lead that goes back to an earlier subject (「回到剛剛那個」 'go back to the'),
 * normalised text; null when the text does not go back to anything. The subject is at the start of
 * the words returned, which {@link splitReturn} parts from what is asked of it.
 */
export function readReturn(text: string): string | null {
  const lead = firstLead(text);
  if (lead === null) return null;
  const words = text.slice(lead[0].length).trim();
  return words === "" ? null : words;
}

/**
 * The subject at the start of `words` (after {@link readReturn}) when `topic` names it, and what is
 * asked of it after: 「匯率 那日幣呢」 with /匯率/ → 「那日幣呢」; "weather, what about Friday" with
 * /weather/ → "what about Friday"; "" when only the subject was said. null when `topic` does not
 * name the subject (the words go on without a pause, 「天氣預報員」, are another subject).
 */
export function splitReturn(words: string, topic: RegExp): string | null {
  const subject = new RegExp(`^(?:${topic.source})`, topic.flags.replace(/[gy]/gu, "")).exec(words);
  if (subject === null) return null;
  const after = words.slice(subject[0].length);
  const pause = BETWEEN.exec(after);
  return pause === null ? null : after.slice(pause[0].length).trim();
}
