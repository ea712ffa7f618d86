import { createDeleteRecordsTool } from "../../records/create-delete-records-tool";
import { createMemoStore } from "./create-memo-store";
import { memoFamily } from "./memo-family";
import type { MemoToolsOptions } from "./memo-tools-options";
import { deleteMemoPhrases } from "./delete-memo-phrases";

/**
 * The `delete_memo` tool: deletes a memo by the number list_memos reads out, several (`ids`), or
 * all of them (`all: true`, 「把備忘錄全部清掉」) after the user confirms. A number that is not there
 * fails with `NOT_FOUND`, naming it and the memos there are.
 *
 * @example
 * ```ts
 * const deleteMemo = createDeleteMemoTool({ filePath: "/data/memos.json" });
 * ```
 */
export function createDeleteMemoTool(options: MemoToolsOptions = {}) {
  const { store = createMemoStore(options) } = options;
  return createDeleteRecordsTool(memoFamily, {
    name: "delete_memo",
    description: "Delete the user's memos: one by its number (id) as list_memos gives it, several (ids), or all of them (all: true).",
    store,
    phrases: deleteMemoPhrases,
    listTool: "list_memos",
  });
}
