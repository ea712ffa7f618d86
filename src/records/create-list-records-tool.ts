import { z } from "zod";
import { defineTool } from "../core/define-tool";
import type { LocalPhrase } from "../core/local-phrase";
import type { ToolDialogue } from "../core/tool-dialogue";
import { ToolResult } from "../core/tool-result";
import type { RecordStore, StoredRecord } from "../storage/record-store";
import { formatRecordList } from "./format-records";
import type { RecordListData } from "./record-data";
import { currentRecords, type RecordFamily } from "./record-family";
import { runRecordCall } from "./run-record-call";

/** Options of {@link createListRecordsTool}. */
export interface ListRecordsToolOptions<Item extends StoredRecord, Many extends string> {
  /** The tool's name, e.g. `list_alarms`. */
  name: string;
  /** What it does, for the model. */
  description: string;
  /** Where the records are. */
  store: RecordStore<Item>;
  /** Phrases the local route answers with this tool. Default: none. */
  phrases?: readonly LocalPhrase[];
  /** How a conversation refers to the list's items (「把一號跟二號刪掉」). Default: none. */
  dialogue?: ToolDialogue;
  /** The answer. Default: the family's list (「你有 2 個鬧鐘：1 號，…」). */
  format?: (result: ToolResult<RecordListData<Many, Item>>, context: Parameters<ReturnType<typeof formatRecordList>>[1]) => string;
}

/**
 * A family's list tool: the user's current records (`context.userId`'s), in the family's order,
 * under its plural key (`{ alarms }`), read out five at a time.
 *
 * @example
 * ```ts
 * const listMemos = createListRecordsTool(memoFamily, { name: "list_memos", description: "List the user's memos.", store });
 * ```
 */
export function createListRecordsTool<Item extends StoredRecord, One extends string, Many extends string>(
  family: RecordFamily<Item, One, Many>,
  { name, description, store, phrases, dialogue, format = formatRecordList(family) }: ListRecordsToolOptions<Item, Many>,
) {
  return defineTool({
    name,
    description,
    parameters: z.object({}),
    phrases,
    dialogue,
    format,
    execute: (_args, context) =>
      runRecordCall(family, context.locale, async () => {
        const { value, recovered } = await store.read({ userId: context.userId, signal: context.signal });
        const data = { [family.keys.many]: currentRecords(family, value.items, context), recovered } as RecordListData<Many, Item>;
        return ToolResult.ok(data);
      }),
  });
}
