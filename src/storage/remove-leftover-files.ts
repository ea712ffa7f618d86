import { promises as fs } from "node:fs";
import { join } from "node:path";
import { isProcessAlive } from "./is-process-alive";

/** A leftover file older than this is removed even if a process with its pid runs (the pid was reused). */
const FORGOTTEN_AFTER_MS = 60 * 60_000;

/**
 * Removes the files a writer killed mid-way leaves in `directory`: those whose name matches one
 * of `patterns` (the pattern's first group is the writer's pid) and whose writer is gone (or that
 * are over an hour old). Never throws: a leftover that cannot be removed is tried again next time.
 *
 * @example
 * ```ts
 * await removeLeftoverFiles("/data", [temporaryFilePattern("alarms.json")]);
 * ```
 */
export async function removeLeftoverFiles(directory: string, patterns: readonly RegExp[]): Promise<number> {
  const names = await fs.readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const pid = patterns.map((pattern) => pattern.exec(name)?.[1]).find((match) => match !== undefined);
    if (pid === undefined) continue;
    const path = join(directory, name);
    if (isProcessAlive(Number(pid))) {
      const stats = await fs.lstat(path).catch(() => undefined);
      if (!stats || Date.now() - stats.mtimeMs < FORGOTTEN_AFTER_MS) continue;
    }
    if (
      await fs.unlink(path).then(
        () => true,
        () => false,
      )
    )
      removed++;
  }
  return removed;
}
