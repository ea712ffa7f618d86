import { promises as fs } from "node:fs";
import { resolve } from "node:path";
import type { z } from "zod";
import { atomicWriteFile } from "./atomic-write-file";
import { withFileLock } from "./with-file-lock";

/** A data file that could not be read, and where it was moved so that nothing is lost. */
export interface CorruptFileReport {
  /** The store's file. */
  filePath: string;
  /** Where the unreadable file now is: `<file>.corrupt-<timestamp>`. */
  movedTo: string;
  /** Why it could not be read: broken JSON or an unexpected shape. */
  reason: string;
}

/** A change to apply under the lock: the new data (omit it to write nothing) and a result for the caller. */
export interface StoreChange<T, Result> {
  data?: T;
  result: Result;
}

/** Options of {@link JsonFileStore}. */
export interface JsonFileStoreOptions<T> {
  /** The JSON file. Missing directories are created on the first write. */
  filePath: string;
  /** The file's shape; a file that fails it is treated as corrupt. */
  schema: z.ZodType<T>;
  /** The content of a store with no file yet. */
  empty: () => T;
  /** How long to wait for another process's lock, in milliseconds. Default: 10000. */
  lockTimeoutMs?: number;
  /** A lock older than this (its holder hung or died) is taken over, in milliseconds. Default: 10000. */
  staleLockMs?: number;
  /** Called when a corrupt file was moved aside. Default: a process warning (`process.emitWarning`). */
  onCorrupt?: (report: CorruptFileReport) => void;
  /** The clock, for the timestamp in a corrupt file's new name. Default: `() => new Date()`. */
  now?: () => Date;
}

type Loaded<T> = { ok: true; data: T } | { ok: false; reason: string };
type Change<T, Result> = (data: T) => StoreChange<T, Result> | Promise<StoreChange<T, Result>>;
interface PendingChange<T> {
  change: Change<T, unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

function defaultOnCorrupt(report: CorruptFileReport): void {
  process.emitWarning(`${report.filePath} could not be read (${report.reason}); moved to ${report.movedTo}.`, "DialogueGraphStorageWarning");
}

/**
 * A JSON file that loses nothing: every update takes a cross-process lock, re-reads the file,
 * applies the change and writes it atomically (temporary file, fsync, rename, directory fsync).
 * A file that is not valid JSON or not of the schema's shape is moved to
 * `<file>.corrupt-<timestamp>`, reported through `onCorrupt` and {@link takeCorruptReports},
 * and the store starts empty — the corrupt file is never overwritten.
 *
 * @example
 * ```ts
 * const store = new JsonFileStore({ filePath: "/data/memos.json", schema: z.array(z.string()), empty: () => [] });
 * const count = await store.update((memos) => ({ data: [...memos, "買牛奶"], result: memos.length + 1 }));
 * ```
 */
export class JsonFileStore<T> {
  readonly filePath: string;
  private readonly lockPath: string;
  private readonly reports: CorruptFileReport[] = [];
  private pending: PendingChange<T>[] = [];
  private flushing: Promise<void> | undefined;

  constructor(private readonly options: JsonFileStoreOptions<T>) {
    this.filePath = resolve(options.filePath);
    this.lockPath = `${this.filePath}.lock`;
  }

  /** The current content. Reads need no lock (writes are atomic); a corrupt file is moved aside under the lock. */
  async read(): Promise<T> {
    const loaded = await this.load();
    if (loaded.ok) return loaded.data;
    return this.update((data) => ({ result: data }));
  }

  /**
   * Applies `change` to the freshest content under the lock and writes the result; returns
   * `change`'s result. Changes made while another is being written are applied together, in
   * order, under one lock and one write; a change that throws is skipped and rejects alone.
   */
  update<Result>(change: Change<T, Result>): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.pending.push({ change, resolve: resolve as (result: unknown) => void, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Corrupt files moved aside since the last call, so a tool can tell its user. Empties the list. */
  takeCorruptReports(): CorruptFileReport[] {
    return this.reports.splice(0);
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) await this.applyBatch(this.pending.splice(0));
    } finally {
      this.flushing = undefined;
    }
  }

  private async applyBatch(batch: PendingChange<T>[]): Promise<void> {
    const { lockTimeoutMs: timeoutMs, staleLockMs: staleMs } = this.options;
    try {
      const settle = await withFileLock(this.lockPath, async () => {
        const loaded = await this.load();
        let data = loaded.ok ? loaded.data : await this.moveAside(loaded.reason);
        let changed = false;
        const outcomes: Array<() => void> = [];
        for (const { change, resolve, reject } of batch) {
          try {
            // A clone, so that a change that mutates and then throws leaves no trace.
            const outcome = await change(structuredClone(data));
            if (outcome.data !== undefined) [data, changed] = [outcome.data, true];
            outcomes.push(() => resolve(outcome.result));
          } catch (error) {
            outcomes.push(() => reject(error));
          }
        }
        if (changed) await atomicWriteFile(this.filePath, `${JSON.stringify(data, null, 2)}\n`);
        return outcomes;
      }, { timeoutMs, staleMs });
      for (const outcome of settle) outcome();
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }

  private async load(): Promise<Loaded<T>> {
    let text: string;
    try {
      text = await fs.readFile(this.filePath, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return { ok: true, data: this.options.empty() };
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { ok: false, reason: `invalid JSON: ${(error as Error).message}` };
    }
    const parsed = this.options.schema.safeParse(json);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, reason: `unexpected shape: ${parsed.error.issues[0]?.message ?? "invalid"}` };
  }

  // Called under the lock only, so two processes never both move the same file.
  private async moveAside(reason: string): Promise<T> {
    const { now = () => new Date(), onCorrupt = defaultOnCorrupt } = this.options;
    const stamp = now().toISOString().replace(/[:.]/g, "-");
    let movedTo = `${this.filePath}.corrupt-${stamp}`;
    for (let suffix = 2; await fs.stat(movedTo).then(() => true, () => false); suffix++) {
      movedTo = `${this.filePath}.corrupt-${stamp}-${suffix}`;
    }
    await fs.rename(this.filePath, movedTo);
    const report = { filePath: this.filePath, movedTo, reason };
    this.reports.push(report);
    onCorrupt(report);
    return this.options.empty();
  }
}
