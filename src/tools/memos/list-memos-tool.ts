import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { ToolResult } from "../../core/tool-result";
import { toStorageError } from "../../storage/to-storage-error";
import { createMemoStore, MEMO_FILE_NAME } from "./create-memo-store";
import { formatListMemos, type MemoListData } from "./memo-formatter";
import type { MemoToolsOptions } from "./memo-tools-options";
import { listMemosPhrases } from "./phrases";

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
  return defineTool({
    name: "list_memos",
    description: "List the user's memos (notes) with their numbers (ids).",
    parameters: z.object({}),
    phrases: listMemosPhrases,
    format: formatListMemos,
    execute: async (_args, { locale }): Promise<ToolResult<MemoListData>> => {
      try {
        const { items } = await store.read();
        return ToolResult.ok({ memos: items, recovered: store.takeCorruptReports() });
      } catch (error) {
        return ToolResult.fail(toStorageError(error, locale, MEMO_FILE_NAME));
      }
    },
  });
}
