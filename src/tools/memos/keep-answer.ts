import type { ToolDialogue } from "../../core/tool-dialogue";

// 「把它記下來」「把結果記起來」「幫我把這個寫下來」: what was just said, named or not, kept. 記一下 alone
// asks what to note (it may be about to say it), so the verb here is one that needs a thing already said.
const KEEP_ZH =
  /^(?:請|麻煩)?你?(?:幫我|替我)?(?:把|將)?(?:它|這個|那個|這|那|這些|剛剛的?|剛才的?|(?:這個|那個|剛剛的?|剛才的?)?(?:答案|結果|數字|金額))?(?:給我)?(?:記下來|記起來|寫下來|存起來|記到備忘錄|存到備忘錄|加到備忘錄)(?:裡面?)?(?:吧|好了|好嗎|一下)?$/u;
const KEEP_EN =
  /^(?:ok |okay |please |can you |could you )?(?:write (?:that|it|this) down|note (?:that|it|this)(?: down)?|make a note of (?:that|it|this)|jot (?:that|it|this) down|save (?:that|it|this) (?:as a note|to my notes|in my notes)|add (?:that|it|this) to my notes)(?: for me)?(?: please)?\??$/iu;
// A memo of a memo, or of a list of memos, keeps nothing new.
const MEMO_TOOLS = new Set(["add_memo", "list_memos", "delete_memo"]);
const closing = /[\s。.!！]+$/u;

/**
 * `keep` of add_memo: 「把它記下來」 'write that down' right after an answer notes the answer as it
 * was said (「1.5萬除以60等於250。」 → the memo 「1.5萬除以60等於250」). Only after a call that
 * succeeded (the route checks that), never after a memo tool's own.
 */
export const keepAnswer: NonNullable<ToolDialogue["keep"]> = (text, last, { reply }) => {
  if (MEMO_TOOLS.has(last.tool) || !(KEEP_ZH.test(text) || KEEP_EN.test(text))) return null;
  const content = reply.replace(closing, "").trim();
  return content === "" ? null : { content };
};
