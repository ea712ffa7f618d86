import { spokenClauses } from "./spoken-clauses";

// Withdrawing a request the assistant is asking about: 「算了」「取消」「不用了」 'never mind'.
const CANCEL = [
  /^(?:那|好|喔|哦)?(?:就)?(?:(?:算了|取消|不用了?|不要了?|先不用|先不要|沒事了?|不必了|免了|不設了|不記了|不查了|不用設了|不用記了|不用查了)(?:吧|啦|啊|喔)?)+$/u,
  /^(?:oh |ok |okay |nah )?(?:never ?mind|cancel(?: that| it)?|forget (?:it|about it)|no thanks?|nothing|nope|nah|no|stop|skip it|no need|don't bother)(?: then)?$/i,
];
// Clauses said around a withdrawal that add nothing to it: 「好啦 算了」「不用了 謝謝」 'ok, never mind'.
const AROUND = /^(?:好啦|好吧|唉|欸|嗯|喔|哦|謝謝|謝啦|謝了|ok|okay|oh|um|uh|thanks|thank you|actually)$/iu;
// A withdrawal said before a new request (「不用了 把計時器取消」): only clear ones, since a bare
// 「不要」 before a request negates it (「不要 叫我起床」).
const LEADING = [
  /^(?:那|好|喔|哦)?(?:就)?(?:算了|不用了|不要了|沒事了|免了|不必了|先別|先不要|先不用)(?:吧|啦|啊|喔)?$/u,
  /^(?:oh |ok |okay |actually )?(?:never ?mind|forget (?:it|about it))$/i,
];

// The same in English as a speech recognizer writes it, the request following with no pause marked.
const SPOKEN_LEAD_EN = /^(?:(?:oh|ok|okay|actually|wait|no|uh|um)[\s,]+)*(?:never ?mind|forget (?:it|about it))[\s,]+(?=[a-z])/i;

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
  const spoken = SPOKEN_LEAD_EN.exec(said);
  if (spoken !== null && said.length > spoken[0].length) return said.slice(spoken[0].length).trim();
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
