import type { FormatContext } from "../core/base-tool";
import type { LocalizedText } from "../core/localize";
import type { RecordKind, StoredRecord } from "../storage/record-store";

/** The words a family of records is spoken of with. */
export interface RecordNouns {
  /** The noun in Chinese: 鬧鐘, 備忘錄, 計時器. */
  zh: string;
  /** Its measure word: 個 (鬧鐘), 則 (備忘錄). */
  counter: string;
  /** The noun in English, singular and plural: alarm / alarms. */
  en: string;
  enPlural: string;
  /** The store, as messages name it: 鬧鐘檔案 / the alarm file. */
  file: LocalizedText;
  /** What a list says when there are none: 目前沒有設定鬧鐘。 / You have no alarms set. */
  none: LocalizedText;
  /** The verb of the delete tool, in Chinese and English (present and past): 取消 / cancel / Cancelled. Default: 刪除 / delete / Deleted. */
  remove?: { zh: string; en: string; enPast: string };
}

/** The verb a family's records are removed with: 刪除 / delete / Deleted unless the family says otherwise. */
export function removeVerb(nouns: RecordNouns): { zh: string; en: string; enPast: string } {
  return nouns.remove ?? { zh: "刪除", en: "delete", enPast: "Deleted" };
}

/**
 * One family of numbered records (alarms, memos, timers): what it is for storage (its
 * {@link RecordKind}), the words it is spoken of with, and how one record is read out. The
 * list and delete tools, the store factory, the id phrases and the formatters of
 * `src/records/` are built from it, so a family's folder keeps only its nouns, its messages
 * and its schedule.
 *
 * @example
 * ```ts
 * const memoFamily: RecordFamily<Memo> = {
 *   kind: { name: "memos", item: memoSchema },
 *   keys: { one: "memo", many: "memos" },
 *   nouns: { zh: "備忘錄", counter: "則", en: "memo", enPlural: "memos", file: { zh: "備忘錄檔案", en: "the memo file" }, none: { zh: "目前沒有備忘錄。", en: "You have no memos." } },
 *   describe: (memo) => memo.content,
 * };
 * ```
 */
export interface RecordFamily<Item extends StoredRecord, One extends string = string, Many extends string = string> {
  /** The family as storage knows it: its name (file `<name>.json`), record schema and due time. */
  kind: RecordKind<Item>;
  /** The keys its tools' data carry records under: `{ alarm }` for one, `{ alarms }` for several. */
  keys: { one: One; many: Many };
  /** The words for it. */
  nouns: RecordNouns;
  /** One record as a list or a deletion reads it, after its number: 「明天早上7點，開會」, 「買牛奶」. */
  describe: (item: Item, context: FormatContext) => string;
  /** Whether a record still counts: listed, counted, deleted by "all" (alarms: not rung yet). Default: every record. */
  isCurrent?: (item: Item, context: FormatContext) => boolean;
  /** The order a list reads records in (alarms: soonest first). Default: as stored, oldest first. */
  compare?: (a: Item, b: Item) => number;
  /** A record's name, if records have one, so an id may also be said as the name (「義大利麵」 for a timer). Default: none. */
  nameOf?: (item: Item) => string;
}

/** The family's current records, in its reading order. */
export function currentRecords<Item extends StoredRecord>(
  family: Pick<RecordFamily<Item>, "isCurrent" | "compare">,
  items: readonly Item[],
  context: FormatContext,
): Item[] {
  const current = family.isCurrent ? items.filter((item) => family.isCurrent!(item, context)) : [...items];
  return family.compare ? current.sort(family.compare) : current;
}
