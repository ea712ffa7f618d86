import type { CorruptFileReport } from "./corrupt-file-report";

/** What a store call gives back: its value, and any unreadable data set aside on the way (for the user to hear of). */
export interface StoreOutcome<Value> {
  value: Value;
  /** Unreadable files or records moved aside during this call; usually empty. */
  recovered: CorruptFileReport[];
}
