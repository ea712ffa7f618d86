import type { CorruptFileReport } from "../storage/corrupt-file-report";
import type { IdGenerator } from "../storage/record-file";
import type { RecordStore, StoredRecord } from "../storage/record-store";

/** Options of the JSON-file store a family's tools make when none is given. */
export interface RecordStoreOptions {
  /** The one-device file; each named user's is `users/<user>/<file name>` beside it. Default: `~/.pibuddy/<family>.json`. */
  filePath?: string;
  /** How long to wait for another process's lock, in milliseconds. Default: 10000. */
  lockTimeoutMs?: number;
  /** A lock held this long, or left by a dead process, is taken over, in milliseconds. Default: 5000. */
  staleLockMs?: number;
  /** Called when unreadable records were set aside. Default: a process warning. */
  onCorrupt?: (report: CorruptFileReport) => void;
}

/** Options of a family's tools (alarms, memos, timers), each tool's own factory and their shared store. */
export interface RecordToolsOptions<Item extends StoredRecord> extends RecordStoreOptions {
  /** Where the records are kept (any backend, e.g. PostgreSQL). Default: JSON files at `filePath`. */
  store?: RecordStore<Item>;
  /** Turns the next sequence number into a record id. Default: "1", "2", … */
  createId?: IdGenerator;
}
