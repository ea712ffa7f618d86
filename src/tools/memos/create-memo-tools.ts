import { createAddMemoTool } from "./add-memo-tool";
import { createMemoStore } from "./create-memo-store";
import { createDeleteMemoTool } from "./delete-memo-tool";
import { createListMemosTool } from "./list-memos-tool";
import type { MemoToolsOptions } from "./memo-tools-options";

/**
 * The three memo tools — `add_memo`, `list_memos`, `delete_memo` — on one shared store.
 *
 * @example
 * ```ts
 * const registry = new ToolRegistry(createMemoTools({ filePath: "/data/memos.json" }));
 * ```
 */
export function createMemoTools(options: MemoToolsOptions = {}) {
  const shared = { ...options, store: options.store ?? createMemoStore(options) };
  return [createAddMemoTool(shared), createListMemosTool(shared), createDeleteMemoTool(shared)] as const;
}
