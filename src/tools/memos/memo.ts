import { z } from "zod";
import type { RecordFile } from "../../storage/record-file";

/** One memo as stored in the memo file. */
export const memoSchema = z.object({
  /** Short and speakable: "1", "2", … */
  id: z.string(),
  /** What the user asked to note, in their words. */
  content: z.string(),
  /** When it was noted, ISO 8601 UTC. */
  created_at: z.string(),
});

/** One memo. */
export type Memo = z.output<typeof memoSchema>;

/** The content of one user's memo file: `{ lastId, items: Memo[] }`. */
export type MemoFile = RecordFile<Memo>;
