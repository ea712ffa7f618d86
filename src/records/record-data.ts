import type { CorruptFileReport } from "../storage/corrupt-file-report";

/** Unreadable records set aside during the call, for the answer to mention. */
interface Recovered {
  recovered?: CorruptFileReport[];
}

/** What a tool about one record returns: the record under the family's key (`{ alarm }`, `{ memo }`). */
export type OneRecordData<One extends string, Item> = { [Key in One]: Item } & Recovered;

/** What a list returns: the current records under the family's plural key (`{ alarms }`, `{ memos }`). */
export type RecordListData<Many extends string, Item> = { [Key in Many]: Item[] } & Recovered;

/**
 * What a delete returns: the one record deleted under the singular key, or — for several or all —
 * the records deleted under the plural key, with `all: true` when every current record was.
 */
export type DeletedRecordsData<One extends string, Many extends string, Item> =
  (OneRecordData<One, Item> & { all?: undefined }) | (RecordListData<Many, Item> & { all: boolean });
