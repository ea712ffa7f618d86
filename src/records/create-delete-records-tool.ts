import type { FormatContext } from "../core/base-tool";
import { defineTool } from "../core/define-tool";
import type { ToolDialogue } from "../core/tool-dialogue";
import type { LocalPhrase } from "../core/local-phrase";
import { ToolResult } from "../core/tool-result";
import type { RecordStore, StoredRecord } from "../storage/record-store";
import { formatDeletedRecords } from "./format-records";
import type { DeletedRecordsData } from "./record-data";
import { deletionQuestion, recordsSelected } from "./deletion-question";
import type { RecordFamily } from "./record-family";
import { normalizeRecordSelection, recordSelectionParameters, type RecordSelection } from "./record-selection";
import { runRecordCall } from "./run-record-call";
import { selectRecords } from "./select-records";

/** Options of {@link createDeleteRecordsTool}. */
export interface DeleteRecordsToolOptions<Item extends StoredRecord> {
  /** The tool's name, e.g. `delete_alarm`. */
  name: string;
  /** What it does, for the model. */
  description: string;
  /** Where the records are. */
  store: RecordStore<Item>;
  /** Phrases the local route answers with this tool. Default: none. */
  phrases?: readonly LocalPhrase[];
  /** Called after records were deleted (e.g. a scheduler's `refresh`). Default: none. */
  afterChange?: () => Promise<void>;
  /** The family's list tool, which 「那現在還剩哪些」 'what's left' runs right after a deletion. Default: none. */
  listTool?: string;
}

/**
 * The tool's own question: before deleting several or all records (「要刪除全部 3 個鬧鐘嗎？」,
 * 「要刪除 1、3 號這 2 個鬧鐘嗎？」); null for one record (or none: the call answers that).
 */
function confirmation<Item extends StoredRecord>(
  family: RecordFamily<Item>,
  store: RecordStore<Item>,
  selection: RecordSelection,
  context: FormatContext,
): Promise<string | null> | null {
  if (!selection.all && (selection.ids?.length ?? 0) < 2) return null;
  return deletionQuestion(family, store, [selection], context);
}

// Right after a deletion, what is left, without the noun: 「那現在還剩哪些」「剩下的呢」 'what's left'.
const WHAT_IS_LEFT = [
  /^(?:那)?(?:現在)?(?:我)?(?:還)?(?:剩(?:下)?|有)(?:哪些|什麼|幾個|幾則|幾條|多少個?)(?:呢)?$|^(?:那)?剩(?:下)?的(?:呢|有哪些|是哪些)$/u,
  /^(?:so |and |now |ok |okay )?(?:(?:what's|what is|what do i have|which ones are|how many are)(?: still)? left(?: now)?|how many (?:are (?:there|left)|do i have|remain)(?: now)?)$/i,
];

// Asked about deleting several, which they are: 「等一下 我先看一下有哪些」「先列出來給我看」「都有哪些」「是哪兩個」 'which ones?'
// 'let me see them first' (the question is dropped; the list is read out).
const WHICH_ONES = [
  /^(?:我)?(?:先)?(?:看|看看|看一下|列|列出來|念|唸)(?:一下)?(?:有|是)?(?:哪些|哪幾個|哪幾則|哪幾條|什麼)(?:給我(?:看|聽))?(?:呢)?$|^(?:我)?(?:先)?(?:列出來|念出來|唸出來)(?:給我(?:看|聽))?$|^(?:wait,?\s*)?(?:都)?(?:是|有)?哪(?:些|幾個|幾則|幾條|[兩二三四五六七八九十2-9](?:個|則|條))(?:呢)?$/u,
  /^(?:wait,? )?(?:which ones(?: are they)?|what are they|(?:let me|can i) see them first|show me (?:them|which ones)(?: first)?|list them first)\??$/i,
];

/**
 * The dialogue of a delete tool: 'what's left' right after a deletion, or 'which ones?' when asked
 * about deleting several (the call not run), runs the family's list tool.
 */
function whatIsLeftDialogue(listTool: string): ToolDialogue {
  const asks = (text: string) => WHAT_IS_LEFT.some((pattern) => pattern.test(text)) || WHICH_ONES.some((pattern) => pattern.test(text));
  return { items: (text) => (asks(text) ? { tool: listTool, args: {} } : null) };
}

/**
 * A family's delete tool: one record by its number (or name), several (`ids`), or all of them
 * (`all: true`), in one atomic change of the user's records; nothing named → the only one there
 * is. It declares itself destructive, counting the records a call would remove: deleting several
 * or all asks the user first (`confirm`), with how many there are, and so does a turn whose
 * deletes add up to two or more (see DestructiveEffect). A missing
 * number deletes nothing and answers `NOT_FOUND`, naming it and the numbers there are.
 *
 * @example
 * ```ts
 * const deleteMemo = createDeleteRecordsTool(memoFamily, { name: "delete_memo", description: "Delete memos.", store });
 * ```
 */
export function createDeleteRecordsTool<Item extends StoredRecord, One extends string, Many extends string>(
  family: RecordFamily<Item, One, Many>,
  { name, description, store, phrases, afterChange, listTool }: DeleteRecordsToolOptions<Item>,
) {
  return defineTool({
    name,
    description,
    parameters: recordSelectionParameters(family.nouns),
    phrases,
    normalize: normalizeRecordSelection,
    format: formatDeletedRecords(family),
    confirm: (selection, context) => confirmation(family, store, selection, context),
    destructive: (selection, context) => recordsSelected(family, store, selection, context),
    confirmCalls: (selections, context) => deletionQuestion(family, store, selections, context),
    dialogue: listTool === undefined ? undefined : whatIsLeftDialogue(listTool),
    execute: (selection, context) =>
      runRecordCall(family, context.locale, async (): Promise<ToolResult<DeletedRecordsData<One, Many, Item>>> => {
        const { value: selected, recovered } = await store.update(
          (file) => {
            const chosen = selectRecords(family, file, selection, context);
            if (!chosen.ok || chosen.items.length === 0) return { result: chosen };
            const gone = new Set(chosen.items);
            return { data: { ...file, items: file.items.filter((item) => !gone.has(item)) }, result: chosen };
          },
          { userId: context.userId, signal: context.signal },
        );
        if (!selected.ok) return ToolResult.fail(selected.error);
        if (selected.items.length > 0) await afterChange?.();
        const several = selected.all || selected.items.length > 1;
        const data = several
          ? { [family.keys.many]: selected.items, all: selected.all, recovered }
          : { [family.keys.one]: selected.items[0], recovered };
        return ToolResult.ok(data as DeletedRecordsData<One, Many, Item>);
      }),
  });
}
