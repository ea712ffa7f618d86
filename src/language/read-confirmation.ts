import { readMixedSpeech } from "./mixed-speech";
import { REGISTERED_WORDS } from "./locales/registered-words";
import { normalizeText } from "./normalize-text";

/**
 * Reads the answer to a confirmation question (「要刪除全部 3 個鬧鐘嗎？」) in zh-TW, zh-CN or
 * English: "yes" for 好、好啊、對、確定、刪吧、沒問題、可以, 'yes', 'sure', 'go ahead'…; "no" for
 * 不要、算了、取消、先不要, 'no', 'cancel', 'never mind'…; null for anything else, which is a new
 * request (the pending call is dropped, not run, and the text answered as new). Given the `question`,
 * its verb said back answers it: asked 「要取消全部 2 個計時器嗎？」, 「取消吧」 is a yes.
 *
 * @example
 * ```ts
 * readConfirmation("好啊，刪吧"); // "yes"
 * readConfirmation("算了");       // "no"
 * readConfirmation("好，順便告訴我明天天氣"); // null
 * ```
 */
export function readConfirmation(text: string, question?: string): "yes" | "no" | null {
  const decision = decide(text, question);
  if (decision !== null) return decision;
  // Said in Cantonese or with English words (「係」「唔好」「算數」): the same answer in the words read above.
  const read = readMixedSpeech(normalizeText(text));
  return read === normalizeText(text) ? null : decide(read, question);
}

// Each registered language's reader of an answer (locales/<code>/*-confirmation.ts), in registration order.
const READERS = REGISTERED_WORDS.flatMap((words) => (words.readAnswer ? [words.readAnswer] : []));

function decide(text: string, question?: string): "yes" | "no" | null {
  const normalized = normalizeText(text).toLowerCase();
  if (normalized.replace(/[\s,.!?;:~…，。！？、；：～]+/gu, "") === "") return null;
  const asked = question === undefined ? undefined : normalizeText(question);
  for (const read of READERS) {
    const answer = read(normalized, asked);
    if (answer !== null) return answer;
  }
  return null;
}

// A pause between the answer and what follows it: punctuation, or a space beside Chinese.
const PAUSE = /\s*[,，、。!！?？;；…]+\s*|(?<=\p{Script=Han})\s+|\s+(?=\p{Script=Han})/gu;

/**
 * A no, then a new request in the same turn (「呃 不要 幫我記一下明天要帶便當」 'no — note that I bring lunch
 * tomorrow'): the request as written, or null when the text opens with no "no" before a pause, or what
 * follows the longest one answers the question too. A yes before a request stays a new request read whole:
 * the call asked about is never run on a guess.
 */
export function requestAfterNo(text: string, question?: string): string | null {
  // The longest no before a pause (「嗯 先不要」「算了 算了」), with something after it that answers nothing.
  let request: string | null = null;
  for (const found of text.matchAll(PAUSE)) {
    const rest = text.slice(found.index + found[0].length).trim();
    if (rest !== "" && readConfirmation(text.slice(0, found.index), question) === "no")
      request = readConfirmation(rest, question) === null ? rest : null;
  }
  return request;
}
