import { REGISTERED_WORDS } from "./locales/registered-words";
import { spokenClauses } from "./spoken-clauses";

// Each registered language's words for withdrawing a request (locales/<code>/*-conversation.ts).
const LANGUAGES = REGISTERED_WORDS.flatMap((words) => (words.conversation ? [words.conversation] : []));
// Whole clauses that withdraw a request: 「算了」「取消」「不用了」 'never mind'.
const CANCEL = LANGUAGES.flatMap((language) => language.cancellations ?? []);
// Clauses said around a withdrawal that add nothing to it: 「好啦 算了」「不用了 謝謝」 'ok, never mind'.
const FILLERS = LANGUAGES.flatMap((language) => (language.fillers === undefined ? [] : [language.fillers]));
const AROUND = FILLERS.length === 0 ? /(?!)/u : new RegExp(`^(?:${FILLERS.join("|")})$`, "iu");
// A withdrawal said before a new request (「不用了 把計時器取消」): only clear ones.
const LEADING = LANGUAGES.flatMap((language) => language.leadingCancellations ?? []);
// A withdrawal as a speech recognizer writes it, the request following with no pause marked.
const SPOKEN_LEADS = LANGUAGES.flatMap((language) => (language.spokenCancellationLead ? [language.spokenCancellationLead] : []));

/** True when the (normalised) text withdraws the request a question was asked about: 「算了啦 不用」「不用了 謝謝」 'nah, forget it'. */
export function isCancellation(text: string): boolean {
  const clauses = spokenClauses(text).filter((clause) => !AROUND.test(clause));
  return clauses.length > 0 && clauses.every((clause) => CANCEL.some((pattern) => pattern.test(clause)));
}

/**
 * The request said after a withdrawal, as the user wrote it (「不用了 把計時器取消」 → 「把計時器取消」,
 * 'never mind, cancel the timer' → 'cancel the timer'), or null when the text opens with none.
 * `read` normalises a clause for reading (the caller's normaliser).
 */
export function afterCancellation(said: string, read: (clause: string) => string): string | null {
  // 'actually never mind delete it': a transcript's English withdrawal, with no comma after it.
  for (const lead of SPOKEN_LEADS) {
    const spoken = lead.exec(said);
    if (spoken !== null && said.length > spoken[0].length) return said.slice(spoken[0].length).trim();
  }
  const pause = /\s*(?:[,，、。!！?？;；…]+|\.(?=\s))\s*|(?<=\p{Script=Han})\s+|\s+(?=\p{Script=Han})/gu;
  let start = 0;
  let withdrawn = false;
  for (let found = pause.exec(said); found !== null; found = pause.exec(said)) {
    const clause = read(said.slice(start, found.index));
    if (LEADING.some((pattern) => pattern.test(clause))) withdrawn = true;
    else if (clause !== "" && !AROUND.test(clause)) break;
    start = found.index + found[0].length;
  }
  const rest = said.slice(start).trim();
  return withdrawn && rest !== "" ? rest : null;
}
