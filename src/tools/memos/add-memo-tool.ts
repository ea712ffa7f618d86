import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { ToolResult } from "../../core/tool-result";
import { sequentialId } from "../../storage/record-file";
import { toStorageError } from "../../storage/to-storage-error";
import { createMemoStore, MEMO_FILE_NAME } from "./create-memo-store";
import type { Memo } from "./memo";
import { formatAddMemo, type MemoData } from "./memo-formatter";
import type { MemoToolsOptions } from "./memo-tools-options";
import { addMemoPhrases } from "./phrases";
import { addMemoDialogue } from "./memo-dialogue";

const trailingPunctuation = /[\s。.!！；;，,]+$/u;

/**
 * The `add_memo` tool: notes something down for the user in the memo file.
 *
 * @example
 * ```ts
 * const addMemo = createAddMemoTool({ filePath: "/data/memos.json" });
 * ```
 */
export function createAddMemoTool(options: MemoToolsOptions = {}) {
  const { store = createMemoStore(options), createId = sequentialId } = options;
  return defineTool({
    name: "add_memo",
    description: "Write down a memo (note) for the user: 記一下, 記下來, 備忘, take a note. Not for timed reminders (use set_alarm).",
    parameters: z.object({
      content: z.string().trim().min(1).max(2000).describe("What to note, in the user's words, e.g. 週五要繳電費."),
    }),
    phrases: addMemoPhrases,
    dialogue: addMemoDialogue,
    format: formatAddMemo,
    execute: async ({ content }, { now, locale }): Promise<ToolResult<MemoData>> => {
      try {
        const memo = await store.update((file) => {
          const created: Memo = { id: createId(file.lastId + 1), content: content.replace(trailingPunctuation, "") || content, created_at: now.toISOString() };
          return { data: { lastId: file.lastId + 1, items: [...file.items, created] }, result: created };
        });
        return ToolResult.ok({ memo, recovered: store.takeCorruptReports() });
      } catch (error) {
        return ToolResult.fail(toStorageError(error, locale, MEMO_FILE_NAME));
      }
    },
  });
}
