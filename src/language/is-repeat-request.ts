import { REGISTERED_WORDS } from "./locales/registered-words";
import { spokenClauses } from "./spoken-clauses";

// Each registered language's words for asking again (locales/<code>/*-conversation.ts).
const LANGUAGES = REGISTERED_WORDS.flatMap((words) => (words.conversation ? [words.conversation] : []));
// Asking to hear the last answer again: 「再說一次」「你剛剛說什麼」「沒聽清楚」 'say that again' 'pardon?'.
const REPEAT = LANGUAGES.flatMap((language) => language.repeatRequests ?? []);
// "sorry, what?" 「不好意思,什麼?」: an apology and a bare what, together, ask again; either alone does not.
const SORRY_WHAT = LANGUAGES.flatMap((language) => (language.sorryWhat ? [language.sorryWhat] : []));
// Sounds said before asking again, which ask nothing alone: 「蛤」「什麼」 'huh' 'sorry'.
const SOUNDS = LANGUAGES.flatMap((language) => (language.interjections === undefined ? [] : [language.interjections]));
const INTERJECTION = SOUNDS.length === 0 ? /(?!)/u : new RegExp(`^(?:${SOUNDS.join("|")})$`, "iu");

/**
 * True when the (normalised) text asks to hear the last answer again: every clause asks it, or
 * is a sound said before asking (「蛤?你再講一次」「沒聽清,再說一遍」 'huh? say that again').
 */
export function isRepeatRequest(text: string): boolean {
  if (SORRY_WHAT.some((pattern) => pattern.test(text))) return true;
  const clauses = spokenClauses(text);
  const asking = clauses.filter((clause) => !INTERJECTION.test(clause));
  return asking.length > 0 && asking.every((clause) => REPEAT.some((pattern) => pattern.test(clause)));
}
