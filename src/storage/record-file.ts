import { homedir } from "node:os";
import { join } from "node:path";
import { z } from "zod";

/**
 * The shape of a file of numbered records (alarms, memos): the records and the last number
 * handed out, so a deleted record's number is never reused.
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

/**
 * Where a data file lives by default: `<dataDir>/<fileName>`, with `dataDir` defaulting to
 * `~/.pibuddy` (the `DIALOGUE_GRAPH_DATA_DIR` setting overrides it in `createDefaultRegistry`).
 */
export function dataFilePath(fileName: string, dataDir: string = join(homedir(), ".pibuddy")): string {
  return join(dataDir, fileName);
}
