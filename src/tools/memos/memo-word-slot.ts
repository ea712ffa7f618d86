import type { SlotSpan, SlotType } from "../../language/templates/slot-type";

// Whole words only: 「寫個備忘錄」 is no memo 「錄」, and a 筆記本 or 記事本 is a notebook.
const MEMO = /備忘錄|備忘(?!錄)|筆記(?!本)|記事(?!本)/gu;

/** `{memo:memo_word}`: the word for a memo (備忘錄, 備忘, 筆記, 記事), and not inside 筆記本 or 記事本 (a notebook). */
export const MEMO_WORD_SLOT: SlotType = {
  name: "memo_word",
  find: (text) => {
    const spans: SlotSpan[] = [];
    MEMO.lastIndex = 0;
    for (const match of text.matchAll(MEMO)) spans.push({ start: match.index, end: match.index + match[0].length, value: match[0] });
    return spans;
  },
};
