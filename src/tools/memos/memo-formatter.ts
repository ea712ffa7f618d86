import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import { answerFor } from "../../records/format-records";
import type { DeletedRecordsData, OneRecordData, RecordListData } from "../../records/record-data";
import type { Memo } from "./memo";
import { memoFamily } from "./memo-family";

/** What add_memo returns: the memo, and any records set aside on the way. */
export type MemoData = OneRecordData<"memo", Memo>;

/** What list_memos returns: the memos, oldest first. */
export type MemoListData = RecordListData<"memos", Memo>;

/** What delete_memo returns: `{ memo }` for one, `{ memos, all }` for several or all. */
export type DeletedMemosData = DeletedRecordsData<"memo", "memos", Memo>;

/** 「已記下：週五要繳電費。」 */
export function formatAddMemo(result: ToolResult<MemoData>, context: FormatContext): string {
  return answerFor(memoFamily, result, context, ({ memo }) =>
    localize(context.locale, { zh: `已記下：${memo.content}。`, en: `Noted: ${memo.content}.` }),
  );
}
