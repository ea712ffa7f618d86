import type { RecordFamily } from "../../records/record-family";
import { memoSchema, type Memo } from "./memo";

/** Memos as a family of numbered records: kept in `memos.json`, listed oldest first, read out as their content. */
export const memoFamily: RecordFamily<Memo, "memo", "memos"> = {
  kind: { name: "memos", item: memoSchema },
  keys: { one: "memo", many: "memos" },
  nouns: {
    zh: "備忘錄",
    counter: "則",
    en: "memo",
    enPlural: "memos",
    file: { zh: "備忘錄檔案", en: "the memo file" },
    none: { zh: "目前沒有備忘錄。", en: "You have no memos." },
  },
  describe: (memo) => memo.content,
};
