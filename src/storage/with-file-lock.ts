import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import { hostname } from "node:os";
import { dirname } from "node:path";

/** Options of {@link withFileLock}. */
export interface FileLockOptions {
  /** Give up waiting for the lock after this many milliseconds. Default: 10000. */
  timeoutMs?: number;
  /** A lock file older than this many milliseconds is taken over: its holder hung or died. Default: 10000. */
  staleMs?: number;
}

/** What a lock file holds, so other processes can judge whether its holder is still alive. */
interface LockOwner {
  pid: number;
  host: string;
  time: string;
  token: string;
}

/** Thrown when a lock could not be taken within `timeoutMs`. */
export class FileLockTimeoutError extends Error {
  constructor(readonly lockPath: string, readonly timeoutMs: number) {
    super(`Could not lock ${lockPath} within ${timeoutMs} ms; another process holds it.`);
    this.name = "FileLockTimeoutError";
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

async function readOwner(lockPath: string): Promise<LockOwner | undefined> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(lockPath, "utf8"));
    return typeof parsed === "object" && parsed !== null && "pid" in parsed ? (parsed as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

// Lock ages use the wall clock, not a test's pinned clock: other processes write it too.
async function isStale(lockPath: string, owner: LockOwner | undefined, staleMs: number): Promise<boolean> {
  if (owner && owner.host === hostname() && !isAlive(owner.pid)) return true;
  const stat = await fs.stat(lockPath).catch(() => undefined);
  const since = owner && !Number.isNaN(Date.parse(owner.time)) ? Date.parse(owner.time) : stat?.mtimeMs;
  return since !== undefined && Date.now() - since > staleMs;
}

// Takes a stale lock out of the way by renaming it (atomic: of several processes only one moves
// it). If what was moved is not the lock judged stale, a fresh owner got in between: put it back.
async function removeStaleLock(lockPath: string, judged: LockOwner | undefined): Promise<void> {
  const aside = `${lockPath}.stale-${randomUUID()}`;
  try {
    await fs.rename(lockPath, aside);
  } catch {
    return;
  }
  const moved = await readOwner(aside);
  if (judged && moved?.token !== judged.token) await fs.link(aside, lockPath).catch(() => undefined);
  await fs.unlink(aside).catch(() => undefined);
}

async function tryCreate(lockPath: string, owner: LockOwner): Promise<boolean> {
  try {
    const handle = await fs.open(lockPath, "wx");
    try {
      await handle.writeFile(JSON.stringify(owner));
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` while holding an exclusive lock file (`fs.open(lockPath, "wx")`) that records the
 * holder's pid, host and time, so that several processes sharing a file take turns. Waits with
 * growing, jittered pauses; takes over a lock whose holder has died or that is older than
 * `staleMs`; throws {@link FileLockTimeoutError} after `timeoutMs`.
 *
 * @example
 * ```ts
 * await withFileLock("/data/alarms.json.lock", async () => { ... });
 * ```
 */
export async function withFileLock<Result>(
  lockPath: string,
  fn: () => Promise<Result>,
  { timeoutMs = 10_000, staleMs = 10_000 }: FileLockOptions = {},
): Promise<Result> {
  const started = Date.now();
  await fs.mkdir(dirname(lockPath), { recursive: true });
  const owner: LockOwner = { pid: process.pid, host: hostname(), time: "", token: randomUUID() };
  for (let attempt = 0; ; attempt++) {
    owner.time = new Date().toISOString();
    if (await tryCreate(lockPath, owner)) break;
    const holder = await readOwner(lockPath);
    if (await isStale(lockPath, holder, staleMs)) {
      await removeStaleLock(lockPath, holder);
      continue;
    }
    if (Date.now() - started >= timeoutMs) throw new FileLockTimeoutError(lockPath, timeoutMs);
    const pause = Math.min(2 ** attempt, 50);
    await sleep(pause / 2 + Math.random() * pause);
  }
  try {
    return await fn();
  } finally {
    const current = await readOwner(lockPath);
    if (current?.token === owner.token) await fs.unlink(lockPath).catch(() => undefined);
  }
}
