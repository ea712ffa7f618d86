/** Data that could not be read, and where it was moved so that nothing is lost. */
export interface CorruptFileReport {
  /** The store's file. */
  filePath: string;
  /** Where the unreadable data now is: `<file>.corrupt-<timestamp>` (the whole file) or `<file>.rejected-<timestamp>` (some records). */
  movedTo: string;
  /** Why it could not be read (broken JSON, an unexpected shape, and where); never the content itself. */
  reason: string;
  /** How many records were set aside while the others stayed; absent when the whole file was. */
  records?: number;
}
