import { basename, dirname, resolve } from "node:path";
import type { z } from "zod";
import { atomicWriteFile, temporaryFilePattern } from "./atomic-write-file";
import type { CorruptFileReport } from "./corrupt-file-report";
import { readDataFile } from "./read-data-file";
import { removeLeftoverFiles } from "./remove-leftover-files";
import { resolveDataPath } from "./resolve-data-path";
import { setAside, type SetAsideOptions } from "./set-aside";
import type { StoreOutcome } from "./store-outcome";
import { withFileLock } from "./with-file-lock";
import type { StoreChange } from "./store-change";
import { WriteBatch, type PendingChange } from "./write-batch";

/** A data file as read: its data (with any records that did not fit taken out), or why it could not be read at all. */
export type ParsedFile<T> = { ok: true; data: T; rejected?: readonly unknown[]; reason?: string } | { ok: false; reason: string };

/** Options of one read or update. */
export interface StoreCallOptions {
  /**
   * Aborts the call. A change not yet written when it aborts is never written: the call rejects
   * with the signal's reason at once, and the change is left out of the write. Default: none.
   */
  signal?: AbortSignal;
}

/** Options of {@link JsonFileStore}. */
export interface JsonFileStoreOptions<T> {
  /** The JSON file. Missing directories are created on the first write; a symbolic link is written through. */
  filePath: string;
  /** The file's shape; a file that fails it is treated as corrupt, and data that fails it is never written. */
  schema: z.ZodType<T>;
  /**
   * Reads parsed JSON leniently: the data, and the records that did not fit (set aside to
   * `<file>.rejected-<timestamp>` while the others stay). Default: the schema, all or nothing.
   */
  parse?: (json: unknown) => ParsedFile<T>;
  /** The content of a store with no file yet. */
  empty: () => T;
  /** How long to wait for another process's lock, in milliseconds. Default: 10000. */
  lockTimeoutMs?: number;
  /** A lock held this long (by the waiter's own clock), or left by a dead process, is taken over, in milliseconds. Default: 5000. */
  staleLockMs?: number;
  /** Called when unreadable data was moved aside. Default: a process warning (`process.emitWarning`) that names the files, never their content. */
  onCorrupt?: (report: CorruptFileReport) => void;
  /** The clock, for the timestamp in a set-aside file's name. Default: `() => new Date()`. */
  now?: () => Date;
}

type Change<T, Result> = (data: T) => StoreChange<T, Result> | Promise<StoreChange<T, Result>>;

function defaultOnCorrupt(report: CorruptFileReport): void {
  const what = report.records === undefined ? "could not be read" : `had ${report.records} unreadable record(s)`;
  process.emitWarning(`${report.filePath} ${what} (${report.reason}); moved to ${report.movedTo}.`, "DialogueGraphStorageWarning");
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  return issue ? `unexpected shape at ${issue.path.join(".") || "the top"} (${issue.code})` : "unexpected shape";
}

/**
 * A JSON file that loses nothing: every update takes a cross-process lock, re-reads the file,
 * applies the change and writes it atomically (temporary file, fsync, rename, directory fsync).
 * A file that is not valid JSON or not of the schema's shape is moved to
 * `<file>.corrupt-<timestamp>`; with a lenient `parse`, only the records that do not fit are set
 * aside. Either is reported in the call's `recovered` and through `onCorrupt`, never overwritten.
 * A FIFO, a directory or a read-only file at the path is refused at once with a `StorageError`.
 *
 * @example
 * ```ts
 * const store = new JsonFileStore({ filePath: "/data/memos.json", schema: z.array(z.string()), empty: () => [] });
 * const { value: count } = await store.update((memos) => ({ data: [...memos, "買牛奶"], result: memos.length + 1 }));
 * ```
 */
export class JsonFileStore<T> {
  readonly filePath: string;
  private readonly batch: WriteBatch<T>;

  constructor(private readonly options: JsonFileStoreOptions<T>) {
    this.filePath = resolve(options.filePath);
    this.batch = new WriteBatch<T>((entries) => this.write(entries));
  }

  /** The current content. Reads need no lock (writes are atomic); unreadable data is set aside under the lock. */
  async read({ signal }: StoreCallOptions = {}): Promise<StoreOutcome<T>> {
    signal?.throwIfAborted();
    const parsed = this.parseText(await readDataFile(this.filePath));
    if (parsed.ok && !parsed.rejected?.length) return { value: parsed.data, recovered: [] };
    return this.update((data) => ({ result: data }), { signal });
  }

  /**
   * Applies `change` to the freshest content under the lock and writes the result; resolves with
   * `change`'s result once it is on disk. Changes made while another is being written are applied
   * together, in order, under one lock and one write; a change that throws is skipped and rejects alone.
   */
  update<Result>(change: Change<T, Result>, { signal }: StoreCallOptions = {}): Promise<StoreOutcome<Result>> {
    return this.batch.add(change, signal);
  }

  private async write(entries: PendingChange<T>[]): Promise<void> {
    const { lockTimeoutMs: timeoutMs, staleLockMs: staleMs } = this.options;
    const target = await resolveDataPath(this.filePath);
    const settle = await withFileLock(
      `${target}.lock`,
      async (lock) => {
        const recovered: CorruptFileReport[] = [];
        // Only writers holding this lock make temporary files beside the target: those there now are a dead writer's.
        await removeLeftoverFiles(dirname(target), [temporaryFilePattern(basename(target))]);
        const loaded = this.parseText(await readDataFile(this.filePath));
        const base = loaded.ok ? loaded.data : this.options.empty();
        if (!loaded.ok) recovered.push(await this.moveAside({ records: undefined, reason: loaded.reason }));
        else if (loaded.rejected?.length)
          recovered.push(await this.moveAside({ records: loaded.rejected, reason: loaded.reason ?? "unexpected shape" }));
        // Records set aside leave the file to be rewritten without them.
        const repaired = loaded.ok && Boolean(loaded.rejected?.length);
        return this.batch.apply(entries, base, recovered, {
          check: (data) => this.check(data),
          commit: async (data, beforeCommit) => {
            await atomicWriteFile(this.filePath, `${JSON.stringify(data, null, 2)}\n`, {
              beforeCommit: async () => {
                beforeCommit();
                await lock.assertHeld();
              },
            });
          },
          mustWrite: repaired,
        });
      },
      { timeoutMs, staleMs, signal: this.batch.allAborted(entries) },
    );
    for (const outcome of settle) outcome();
  }

  private parseText(text: string | undefined): ParsedFile<T> {
    if (text === undefined) return { ok: true, data: this.options.empty() };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // JSON.parse's message quotes the text; a report must never repeat a file's content.
      return { ok: false, reason: "not valid JSON" };
    }
    if (this.options.parse) return this.options.parse(json);
    const parsed = this.options.schema.safeParse(json);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, reason: describeIssue(parsed.error.issues[0]) };
  }

  // Data is written only if it would read back as it is: a store never quarantines its own file.
  private check(data: T): string | undefined {
    const parsed = this.parseText(JSON.stringify(data));
    if (!parsed.ok) return parsed.reason;
    return parsed.rejected?.length ? (parsed.reason ?? "unexpected shape") : undefined;
  }

  // Called under the lock only, so two processes never both move the same file.
  private async moveAside({ records, reason }: { records: readonly unknown[] | undefined; reason: string }): Promise<CorruptFileReport> {
    const { now = () => new Date(), onCorrupt = defaultOnCorrupt } = this.options;
    const options: SetAsideOptions = { filePath: this.filePath, now: now(), records };
    const movedTo = await setAside(options);
    const report: CorruptFileReport = { filePath: this.filePath, movedTo, reason, ...(records ? { records: records.length } : {}) };
    onCorrupt(report);
    return report;
  }
}
