import { createListRecordsTool } from "../../records/create-list-records-tool";
import { numberedItemsDialogue } from "../../records/numbered-items-dialogue";
import { createMemoStore } from "./create-memo-store";
import { memoFamily } from "./memo-family";
import type { MemoToolsOptions } from "./memo-tools-options";
import { listMemosPhrases } from "./list-memos-phrases";

/**
 * The `list_memos` tool: the user's memos, oldest first, read out short.
 *
 * @example
 * ```ts
 * const listMemos = createListMemosTool({ filePath: "/data/memos.json" });
 * ```
 */
export function createListMemosTool(options: MemoToolsOptions = {}) {
  const { store = createMemoStore(options) } = options;
  return createListRecordsTool(memoFamily, {
    name: "list_memos",
    description: "List the user's memos (notes) with their numbers (ids).",
    store,
    phrases: listMemosPhrases,
    dialogue: numberedItemsDialogue("delete_memo"),
  });
}
