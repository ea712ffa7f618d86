import { homedir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import type { ParsedFile } from "./json-file-store";

/**
 * The shape of a file of numbered records (alarms, memos, timers): the records and the last
 * number handed out, so a deleted record's number is never reused.
 */
export interface RecordFile<Item> {
  lastId: number;
  items: Item[];
}

/** Turns the next sequence number (1, 2, 3, …) into a record id. Ids must be unique within a file. */
export type IdGenerator = (sequence: number) => string;

/** The default {@link IdGenerator}: "1", "2", "3" — short enough to say aloud. */
export const sequentialId: IdGenerator = (sequence) => String(sequence);

/** A zod schema for a {@link RecordFile} whose records have the shape of `item`. */
export function recordFileSchema<Item>(item: z.ZodType<Item>): z.ZodType<RecordFile<Item>> {
  return z.object({ lastId: z.number().int().nonnegative(), items: z.array(item) });
}

/** A file with no records yet. */
export function emptyRecordFile<Item>(): RecordFile<Item> {
  return { lastId: 0, items: [] };
}

const isNumbering = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Reads a record file leniently: records that do not fit `item` (or repeat an id) are returned as
 * `rejected`, to be set aside while the others stay; a `lastId` that is missing, unsafe or below a
 * record's number is raised to the highest number in use. Only a file whose `items` is not a list
 * is unreadable as a whole.
 */
export function parseRecordFile<Item extends { id: string }>(item: z.ZodType<Item>): (json: unknown) => ParsedFile<RecordFile<Item>> {
  return (json) => {
    const items = typeof json === "object" && json !== null ? (json as { items?: unknown }).items : undefined;
    if (!Array.isArray(items)) return { ok: false, reason: "unexpected shape at items (invalid_type)" };
    const kept: Item[] = [];
    const rejected: unknown[] = [];
    const ids = new Set<string>();
    let reason: string | undefined;
    for (const [index, raw] of items.entries()) {
      const parsed = item.safeParse(raw);
      const issue = parsed.success ? undefined : parsed.error.issues[0];
      const problem = !parsed.success
        ? `unexpected shape at ${["items", index, ...(issue?.path ?? [])].join(".")} (${issue?.code ?? "invalid"})`
        : ids.has(parsed.data.id)
          ? `a repeated id at items.${index}`
          : undefined;
      if (problem || !parsed.success) {
        rejected.push(raw);
        reason ??= problem;
        continue;
      }
      ids.add(parsed.data.id);
      kept.push(parsed.data);
    }
    const stated = (json as { lastId?: unknown }).lastId;
    const highest = Math.max(0, ...kept.map((record) => Number(record.id)).filter(isNumbering));
    return { ok: true, data: { lastId: Math.max(isNumbering(stated) ? stated : 0, highest), items: kept }, rejected, reason };
  };
}

/**
 * Adds a record made by `make` with the next id: `createId(lastId + 1)`, or — once the numbering
 * would pass `Number.MAX_SAFE_INTEGER` (a file edited by hand) — the smallest number not in use, so
 * the file always reads back.
 */
export function addRecord<Item extends { id: string }>(
  file: RecordFile<Item>,
  make: (id: string) => Item,
  createId: IdGenerator = sequentialId,
): { file: RecordFile<Item>; item: Item } {
  let lastId = file.lastId;
  let id: string;
  if (lastId < Number.MAX_SAFE_INTEGER) {
    lastId += 1;
    id = createId(lastId);
  } else {
    const used = new Set(file.items.map((record) => record.id));
    let sequence = 1;
    while (used.has(createId(sequence))) sequence++;
    id = createId(sequence);
  }
  const item = make(id);
  return { file: { lastId, items: [...file.items, item] }, item };
}

/**
 * Where a data file lives by default: `<dataDir>/<fileName>`, with `dataDir` defaulting to
 * `~/.pibuddy` (the `DIALOGUE_GRAPH_DATA_DIR` setting overrides it in `createDefaultRegistry`).
 */
export function dataFilePath(fileName: string, dataDir: string = join(homedir(), ".pibuddy")): string {
  return join(dataDir, fileName);
}
