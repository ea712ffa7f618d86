export { createAddMemoTool } from "./add-memo-tool";
export { createMemoStore } from "./create-memo-store";
export type { MemoStoreOptions } from "./create-memo-store";
export { createMemoTools } from "./create-memo-tools";
export { createDeleteMemoTool } from "./delete-memo-tool";
export { createListMemosTool } from "./list-memos-tool";
export type { Memo, MemoFile } from "./memo";
export type { MemoData, MemoListData } from "./memo-formatter";
export type { MemoToolsOptions } from "./memo-tools-options";
