import type { FormatContext } from "../core/base-tool";
import { localize } from "../core/localize";
import type { ToolResult } from "../core/tool-result";
import { withCorruptFileNote } from "../storage/describe-corrupt-files";
import type { StoredRecord } from "../storage/record-store";
import type { DeletedRecordsData, RecordListData } from "./record-data";
import { removeVerb, type RecordFamily } from "./record-family";

/** How many records a list reads out before it says how many more there are. */
const SPOKEN_LIMIT = 5;

/**
 * A family's answer with the note about set-aside records before it: `text` for a success,
 * the error message for a failure (which already says what went wrong).
 */
export function answerFor<Item extends StoredRecord, Data extends { recovered?: unknown }>(
  family: RecordFamily<Item>,
  result: ToolResult<Data>,
  context: FormatContext,
  text: (data: Data) => string,
): string {
  if (!result.success || !result.data) return result.error?.message ?? "";
  const { recovered } = result.data as { recovered?: Parameters<typeof withCorruptFileNote>[1] };
  return withCorruptFileNote(text(result.data), recovered, context.locale, family.nouns.file);
}

/** 「你有 2 個鬧鐘：1 號，明天早上7點，開會；2 號，3月15日晚上10點。」 — five read out, the rest counted. */
export function formatRecordList<Item extends StoredRecord, One extends string, Many extends string>(
  family: RecordFamily<Item, One, Many>,
) {
  const { nouns } = family;
  return (result: ToolResult<RecordListData<Many, Item>>, context: FormatContext): string =>
    answerFor(family, result, context, (data) => {
      const records: Item[] = data[family.keys.many];
      if (records.length === 0) return localize(context.locale, nouns.none);
      const items = records.slice(0, SPOKEN_LIMIT).map((item) => {
        const said = family.describe(item, context);
        return localize(context.locale, {
          zh: `${item.id} 號${said ? `，${said}` : ""}`,
          en: `number ${item.id}${said ? `, ${said}` : ""}`,
        });
      });
      const more = records.length - items.length;
      return localize(context.locale, {
        zh: `你有 ${records.length} ${nouns.counter}${nouns.zh}：${items.join("；")}${more > 0 ? `；還有 ${more} ${nouns.counter}` : ""}。`,
        en: `You have ${records.length} ${records.length === 1 ? nouns.en : nouns.enPlural}: ${items.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`,
      });
    });
}

/** 「已刪除 2 號鬧鐘：明天早上7點，開會。」, 「已刪除 1、3 號鬧鐘。」, 「已刪除全部 3 個鬧鐘。」 */
export function formatDeletedRecords<Item extends StoredRecord, One extends string, Many extends string>(
  family: RecordFamily<Item, One, Many>,
) {
  const { nouns } = family;
  const verb = removeVerb(nouns);
  return (result: ToolResult<DeletedRecordsData<One, Many, Item>>, context: FormatContext): string =>
    answerFor(family, result, context, (data) => {
      if (data.all === undefined) {
        const item = (data as Record<One, Item>)[family.keys.one];
        const said = family.describe(item, context);
        return localize(context.locale, {
          zh: `已${verb.zh} ${item.id} 號${nouns.zh}${said ? `：${said}` : ""}。`,
          en: `${verb.enPast} ${nouns.en} number ${item.id}${said ? `: ${said}` : ""}.`,
        });
      }
      const items = (data as Record<Many, Item[]>)[family.keys.many];
      if (items.length === 0) return localize(context.locale, nouns.none);
      if (data.all) {
        return localize(context.locale, {
          zh: `已${verb.zh}全部 ${items.length} ${nouns.counter}${nouns.zh}。`,
          en: items.length === 1 ? `${verb.enPast} your only ${nouns.en}.` : `${verb.enPast} all ${items.length} ${nouns.enPlural}.`,
        });
      }
      const ids = items.map((item) => item.id);
      return localize(context.locale, {
        zh: `已${verb.zh} ${ids.join("、")} 號${nouns.zh}。`,
        en: `${verb.enPast} ${nouns.enPlural} number ${ids.slice(0, -1).join(", ")} and ${ids.at(-1)}.`,
      });
    });
}
