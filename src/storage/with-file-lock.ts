import { randomBytes, randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { isProcessAlive } from "./is-process-alive";
import { makePrivateDirectory } from "./make-private-directory";
import { readDataFile } from "./read-data-file";
import { removeLeftoverFiles } from "./remove-leftover-files";
import { StorageError } from "./storage-error";

/** Options of {@link withFileLock}. */
export interface FileLockOptions {
  /** Give up waiting for the lock after this many milliseconds. Default: 10000. */
  timeoutMs?: number;
  /**
   * A lock held this long without its holder finishing is taken over (the holder hung, died on
   * another machine, or its pid was reused), in milliseconds, timed by the waiter's own monotonic
   * clock, so a lock dated in the future (the clock stepped back) cannot block writers for ever.
   * Default: 5000.
   */
  staleMs?: number;
  /** Stops waiting (and rejects with the signal's reason) when aborted. Default: none. */
  signal?: AbortSignal;
}

/** What the function run under the lock may ask of it. */
export interface HeldLock {
  /** Throws a `busy` {@link StorageError} when the lock was taken over meanwhile (this holder was judged stale). */
  assertHeld(): Promise<void>;
}

/** What a lock file holds, so other processes can judge whether its holder is still alive. */
interface LockOwner {
  pid: number;
  host: string;
  time: string;
  token: string;
}

/** An empty or unreadable lock is a kill's debris (locks are created whole): it blocks this long at most. */
const DEBRIS_GRACE_MS = 1_000;

/** Thrown when a lock could not be taken within `timeoutMs`. */
export class FileLockTimeoutError extends StorageError {
  constructor(
    readonly lockPath: string,
    readonly timeoutMs: number,
  ) {
    super("busy", lockPath, `Could not lock ${lockPath} within ${timeoutMs} ms; another process holds it.`);
    this.name = "FileLockTimeoutError";
  }
}

/** The leftovers of lock takers killed mid-way: `.<lock>.<pid>.<hex>.tmp` and `<lock>.stale-<pid>-<hex>`. */
function lockDebrisPatterns(lockName: string): RegExp[] {
  const name = lockName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [new RegExp(`^\\.${name}\\.(\\d+)\\.[0-9a-f]{8}\\.tmp$`), new RegExp(`^${name}\\.stale-(\\d+)-[0-9a-f]{8}$`)];
}

function parseOwner(text: string | undefined): LockOwner | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { pid, host, time, token } = parsed as Record<string, unknown>;
    return typeof pid === "number" && typeof host === "string" && typeof token === "string"
      ? { pid, host, time: String(time ?? ""), token }
      : undefined;
  } catch {
    return undefined;
  }
}

// Creates the lock whole: the owner is written to a temporary file that is then hard-linked to
// the lock's name (link fails if the name exists), so no one ever sees an empty lock of ours.
// Where hard links are not supported, it falls back to an exclusive create and a write.
async function tryCreate(lockPath: string, owner: LockOwner): Promise<boolean> {
  const temporary = join(dirname(lockPath), `.${basename(lockPath)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  await fs.writeFile(temporary, JSON.stringify(owner), { flag: "wx", mode: 0o600 });
  try {
    await fs.link(temporary, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw error;
    return tryCreateInPlace(lockPath, owner);
  } finally {
    await fs.unlink(temporary).catch(() => undefined);
  }
}

async function tryCreateInPlace(lockPath: string, owner: LockOwner): Promise<boolean> {
  try {
    await fs.writeFile(lockPath, JSON.stringify(owner), { flag: "wx", mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** One look at the lock as it is now: who holds it, and a key that changes when it is replaced. */
interface LockSighting {
  owner: LockOwner | undefined;
  key: string;
  mtimeMs: number;
}

async function inspect(lockPath: string): Promise<LockSighting | undefined> {
  const stats = await fs.lstat(lockPath).catch(() => undefined);
  if (!stats) return undefined;
  if (!stats.isFile()) throw new StorageError(stats.isDirectory() ? "directory" : "not-a-file", lockPath, `${lockPath} is not a lock file`);
  const owner = parseOwner(await readDataFile(lockPath).catch(() => undefined));
  return { owner, key: `${stats.ino}:${stats.mtimeMs}:${owner?.token ?? ""}`, mtimeMs: stats.mtimeMs };
}

/** Milliseconds since `time` by the wall clock, or undefined for a time in the future (it says nothing). */
function wallAge(time: number): number | undefined {
  const age = Date.now() - time;
  return Number.isFinite(age) && age >= 0 ? age : undefined;
}

function isStale(sighting: LockSighting, watchedMs: number, staleMs: number): boolean {
  const { owner } = sighting;
  if (!owner) return (wallAge(sighting.mtimeMs) ?? 0) > DEBRIS_GRACE_MS || watchedMs > Math.min(DEBRIS_GRACE_MS, staleMs);
  if (owner.host === hostname() && !isProcessAlive(owner.pid)) return true;
  return (wallAge(Date.parse(owner.time)) ?? 0) > staleMs || watchedMs > staleMs;
}

// Takes a stale lock out of the way by renaming it (atomic: of several processes only one moves
// it). If what was moved is not the lock judged stale, a fresh owner got in between: put it back.
async function removeStaleLock(lockPath: string, judged: LockSighting): Promise<void> {
  const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  if (
    !(await fs.rename(lockPath, aside).then(
      () => true,
      () => false,
    ))
  )
    return;
  const moved = await inspect(aside).catch(() => undefined);
  if (moved?.owner?.token !== judged.owner?.token) await fs.link(aside, lockPath).catch(() => undefined);
  await fs.unlink(aside).catch(() => undefined);
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Runs `fn` while holding an exclusive lock file that records the holder's pid, host and time,
 * so that several processes sharing a file take turns. Waits with growing, jittered pauses; takes
 * over a lock whose holder has died (same host, no such pid), an empty lock left by a kill, and a
 * lock held longer than `staleMs` as the waiter itself timed it; throws
 * {@link FileLockTimeoutError} after `timeoutMs`, or the signal's reason when it is aborted.
 * Leftovers of takers killed mid-way are removed once the lock is held.
 *
 * @example
 * ```ts
 * await withFileLock("/data/alarms.json.lock", async (lock) => { …; await lock.assertHeld(); … });
 * ```
 */
export async function withFileLock<Result>(
  lockPath: string,
  fn: (lock: HeldLock) => Promise<Result>,
  { timeoutMs = 10_000, staleMs = 5_000, signal }: FileLockOptions = {},
): Promise<Result> {
  const started = performance.now();
  try {
    await makePrivateDirectory(dirname(lockPath));
  } catch (error) {
    throw StorageError.fromFileSystem(error, dirname(lockPath));
  }
  const owner: LockOwner = { pid: process.pid, host: hostname(), time: "", token: randomUUID() };
  const firstSeen = new Map<string, number>();
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted();
    owner.time = new Date().toISOString();
    if (await tryCreate(lockPath, owner).catch((error: unknown) => Promise.reject(StorageError.fromFileSystem(error, lockPath)))) break;
    const sighting = await inspect(lockPath);
    if (sighting) {
      const seen = firstSeen.get(sighting.key) ?? performance.now();
      firstSeen.set(sighting.key, seen);
      if (isStale(sighting, performance.now() - seen, staleMs)) {
        await removeStaleLock(lockPath, sighting);
        continue;
      }
    }
    if (performance.now() - started >= timeoutMs) throw new FileLockTimeoutError(lockPath, timeoutMs);
    const wait = Math.min(2 ** attempt, 50);
    await pause(wait / 2 + Math.random() * wait, signal);
  }
  const held: HeldLock = {
    assertHeld: async () => {
      const current = parseOwner(await readDataFile(lockPath).catch(() => undefined));
      if (current?.token !== owner.token) throw new StorageError("busy", lockPath, `${lockPath} was taken over by another process`);
    },
  };
  try {
    await removeLeftoverFiles(dirname(lockPath), lockDebrisPatterns(basename(lockPath)));
    return await fn(held);
  } finally {
    const current = parseOwner(await readDataFile(lockPath).catch(() => undefined));
    if (current?.token === owner.token) await fs.unlink(lockPath).catch(() => undefined);
  }
}
