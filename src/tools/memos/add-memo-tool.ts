import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { ToolResult } from "../../core/tool-result";
import { runRecordCall } from "../../records/run-record-call";
import { addRecord } from "../../storage/record-file";
import { createMemoStore } from "./create-memo-store";
import type { Memo } from "./memo";
import { memoFamily } from "./memo-family";
import { formatAddMemo, type MemoData } from "./memo-formatter";
import type { MemoToolsOptions } from "./memo-tools-options";
import { addMemoPhrases } from "./add-memo-phrases";
import { addMemoDialogue } from "./memo-dialogue";

const trailingPunctuation = /[\s。.!！；;，,]+$/u;

/**
 * The `add_memo` tool: notes something down in the user's memos.
 *
 * @example
 * ```ts
 * const addMemo = createAddMemoTool({ filePath: "/data/memos.json" });
 * ```
 */
export function createAddMemoTool(options: MemoToolsOptions = {}) {
  const { store = createMemoStore(options), createId } = options;
  return defineTool({
    name: "add_memo",
    description: "Write down a memo (note) for the user: 記一下, 記下來, 備忘, take a note. Not for timed reminders (use set_alarm).",
    parameters: z.object({
      content: z.string().trim().min(1).max(2000).describe("What to note, in the user's words, e.g. 週五要繳電費."),
    }),
    phrases: addMemoPhrases,
    dialogue: addMemoDialogue,
    format: formatAddMemo,
    execute: ({ content }, { now, locale, userId, signal }) =>
      runRecordCall(memoFamily, locale, async (): Promise<ToolResult<MemoData>> => {
        const { value: memo, recovered } = await store.update(
          (file) => {
            const added = addRecord(
              file,
              (id): Memo => ({ id, content: content.replace(trailingPunctuation, "") || content, created_at: now.toISOString() }),
              createId,
            );
            return { data: added.file, result: added.item };
          },
          { userId, signal },
        );
        return ToolResult.ok({ memo, recovered });
      }),
  });
}
