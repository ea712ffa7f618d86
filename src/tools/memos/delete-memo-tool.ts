import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { normalizeRecordId } from "../../storage/normalize-record-id";
import { toStorageError } from "../../storage/to-storage-error";
import { createMemoStore, MEMO_FILE_NAME } from "./create-memo-store";
import type { Memo } from "./memo";
import { formatDeleteMemo, type MemoData } from "./memo-formatter";
import type { MemoToolsOptions } from "./memo-tools-options";
import { deleteMemoPhrases } from "./phrases";

/**
 * The `delete_memo` tool: deletes a memo by the number list_memos reads out. A number that is
 * not there fails with `NOT_FOUND`, naming it and the memos there are.
 *
 * @example
 * ```ts
 * const deleteMemo = createDeleteMemoTool({ filePath: "/data/memos.json" });
 * ```
 */
export function createDeleteMemoTool(options: MemoToolsOptions = {}) {
  const { store = createMemoStore(options) } = options;
  return defineTool({
    name: "delete_memo",
    description: "Delete one of the user's memos by its number (id), as list_memos gives it.",
    parameters: z.object({ id: z.string().min(1).describe('The memo\'s number, e.g. "2".') }),
    phrases: deleteMemoPhrases,
    normalize: (args) => ({ ...args, id: normalizeRecordId(args.id) }),
    format: formatDeleteMemo,
    execute: async ({ id }, { locale }): Promise<ToolResult<MemoData>> => {
      try {
        const outcome = await store.update((file): { data?: typeof file; result: Memo | string[] } => {
          const memo = file.items.find((item) => item.id === id);
          if (!memo) return { result: file.items.map((item) => item.id) };
          return { data: { ...file, items: file.items.filter((item) => item !== memo) }, result: memo };
        });
        const recovered = store.takeCorruptReports();
        if (Array.isArray(outcome)) return ToolResult.fail(notFound(id, outcome, locale));
        return ToolResult.ok({ memo: outcome, recovered });
      } catch (error) {
        return ToolResult.fail(toStorageError(error, locale, MEMO_FILE_NAME));
      }
    },
  });
}

function notFound(id: string, ids: string[], locale: Locale): ToolError {
  const message = localize(locale, {
    zh: `找不到 ${id} 號備忘錄。${ids.length ? `目前的備忘錄是 ${ids.join("、")} 號。` : "目前沒有備忘錄。"}`,
    en: `There is no memo number ${id}. ${ids.length ? `Your memos are number ${ids.join(", ")}.` : "You have no memos."}`,
  });
  return new ToolError("NOT_FOUND", message, { id, existing: ids });
}
