import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import { withCorruptFileNote } from "../../storage/describe-corrupt-files";
import type { CorruptFileReport } from "../../storage/json-file-store";
import { MEMO_FILE_NAME } from "./create-memo-store";
import type { Memo } from "./memo";

/** What add_memo and delete_memo return: the memo, and any corrupt file moved aside on the way. */
export interface MemoData {
  memo: Memo;
  recovered?: CorruptFileReport[];
}

/** What list_memos returns: the memos, oldest first. */
export interface MemoListData {
  memos: Memo[];
  recovered?: CorruptFileReport[];
}

/** How many memos a list reads out before it says how many more there are. */
const SPOKEN_LIMIT = 5;

function withRecovery(text: string, recovered: CorruptFileReport[] | undefined, { locale }: FormatContext): string {
  return withCorruptFileNote(text, recovered, locale, MEMO_FILE_NAME);
}

/** 「已記下：週五要繳電費。」 */
export function formatAddMemo(result: ToolResult<MemoData>, context: FormatContext): string {
  if (!result.success || !result.data) return result.error?.message ?? "";
  const { memo, recovered } = result.data;
  return withRecovery(localize(context.locale, { zh: `已記下：${memo.content}。`, en: `Noted: ${memo.content}.` }), recovered, context);
}

/** 「你有 2 則備忘錄：1 號，週五要繳電費；2 號，買牛奶。」 */
export function formatListMemos(result: ToolResult<MemoListData>, context: FormatContext): string {
  if (!result.success || !result.data) return result.error?.message ?? "";
  const { memos, recovered } = result.data;
  if (memos.length === 0) return withRecovery(localize(context.locale, { zh: "目前沒有備忘錄。", en: "You have no memos." }), recovered, context);
  const items = memos.slice(0, SPOKEN_LIMIT).map((memo) => localize(context.locale, { zh: `${memo.id} 號，${memo.content}`, en: `number ${memo.id}, ${memo.content}` }));
  const more = memos.length - items.length;
  const text = localize(context.locale, {
    zh: `你有 ${memos.length} 則備忘錄：${items.join("；")}${more > 0 ? `；還有 ${more} 則` : ""}。`,
    en: `You have ${memos.length} memo${memos.length === 1 ? "" : "s"}: ${items.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`,
  });
  return withRecovery(text, recovered, context);
}

/** 「已刪除 2 號備忘錄：買牛奶。」 */
export function formatDeleteMemo(result: ToolResult<MemoData>, context: FormatContext): string {
  if (!result.success || !result.data) return result.error?.message ?? "";
  const { memo, recovered } = result.data;
  const text = localize(context.locale, { zh: `已刪除 ${memo.id} 號備忘錄：${memo.content}。`, en: `Deleted memo number ${memo.id}: ${memo.content}.` });
  return withRecovery(text, recovered, context);
}
