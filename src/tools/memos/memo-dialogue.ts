import { z } from "zod";
import { whatWasMadeAsked } from "../../records/what-was-made-asked";
import { deletedByNumber } from "../../records/numbered-items-dialogue";
import type { ToolDialogue } from "../../core/tool-dialogue";
import { keepAnswer } from "./keep-answer";

// The memo an add_memo call wrote, as its data carries it.
const addMemoData = z.object({ memo: z.object({ id: z.string() }) });
// A reference that names another kind of record is not about the memo: 「剛剛設的鬧鐘是幾點」.
const OTHER_RECORD = /鬧鐘|提醒|計時|倒數|alarm|timer|reminder/iu;

// 「幫我記一下」「記個東西」「新增備忘錄」 'take a note': a memo asked for with nothing to note.
const NO_CONTENT: readonly string[] = [
  // 「記個事」「記件事情」「記點東西」: a thing to note, not yet said.
  "[請|幫我|麻煩|我要|我想](記一下|記下來|記[一](個|件|點)(事[情]|東西)|做個筆記|寫個備忘[錄]|(新增|加)[一則|一個|一條](備忘[錄]|筆記)|備忘一下)[好嗎|吧]",
  "[please] (take|make|add|write|create) [a] (note|memo) [for me] [please]",
  "[please] ([i (need|want) to|can you] (note|write|jot) (something|this) down|i (need|want) to (make|take) a note) [for me] [please]",
];
// Free text is an answer unless it asks something back: 「什麼意思」「你說什麼」, or opens with a change
// of mind (「喔不對 先…」「等一下 我先…」 'wait, actually …'): what follows is another request, not the memo.
const NOT_CONTENT =
  /^(?:什麼|啥|蛤|嗯|呃|你說什麼|什麼意思|要記什麼|what|huh|sorry)$|^(?:喔|哦|欸|啊|呃)?\s*(?:(?:不對|不对|不是啦|等等|等一下|等下|先不要|先別)(?:啦|喔|哦)?)+(?:\s|[,，、]|$)|^(?:wait|hold on|actually no|no wait|oh wait|oops)\b/iu;

// 「我總共記了哪些」 'what have I noted so far': the memos, asked with no noun.
const asksWhatWasNoted = whatWasMadeAsked({
  verb: "記下|記|寫",
  verbEn: "noted(?:\\s+down)?|written(?:\\s+down)?|wrote(?:\\s+down)?|jotted\\s+down",
});
// 'read them back to me' 「都唸給我聽」: the memos just written, which only the context names.
const READ_THEM =
  /^(?:(?:please|now|ok(?:ay)?)\s+)?(?:read|tell|list)\s+(?:me\s+)?(?:them|those|these|them\s+all|all\s+of\s+them|everything)(?:\s+back)?(?:\s+to\s+me)?(?:\s+please)?$|^(?:把)?(?:它們|那些|這些)?(?:全部|都)(?:唸|念|讀)(?:出來)?給我聽$/iu;

/**
 * add_memo in a conversation: 「把剛剛那個刪掉」 'delete that' delete the memo just written,
 * 「剛剛記了什麼」 lists the memos, and 「幫我記一下」 is asked back 「要記什麼？」; the next words are the memo.
 */
export const addMemoDialogue: ToolDialogue = {
  // 「把它記下來」 'write that down' right after another tool's answer: a memo of the answer.
  keep: keepAnswer,
  refer: (action, last, { text }) => {
    if (OTHER_RECORD.test(text)) return null;
    if (action === "show") return { tool: "list_memos", args: {} };
    const added = addMemoData.safeParse(last.data);
    return last.success && added.success ? { tool: "delete_memo", args: { id: added.data.memo.id } } : null;
  },
  // 'read them back to me' 「都唸給我聽」 right after: the memos just written; 「第一條刪了吧」 one of
  // them by its number.
  items: (text, last) =>
    READ_THEM.test(text) || asksWhatWasNoted(text)
      ? { tool: "list_memos", args: {} }
      : last.success
        ? deletedByNumber("delete_memo", text)
        : null,
  slots: [
    {
      slot: "content",
      requests: NO_CONTENT,
      question: { zh: "要記什麼？", en: "What should I note down?" },
      // 「等一下 …」 loses its 等一下 to the fillers: the words as said are read too.
      answer: ({ text, said }, known) => (NOT_CONTENT.test(text) || NOT_CONTENT.test(said.trim()) ? null : { ...known, content: said }),
    },
  ],
};
