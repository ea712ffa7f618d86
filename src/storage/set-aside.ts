import { promises as fs } from "node:fs";
import { StorageError } from "./storage-error";

/** Options of {@link setAside}. */
export interface SetAsideOptions {
  /** The data file (a symbolic link is moved as a link: its target is never renamed). */
  filePath: string;
  /** The time in the new name. */
  now: Date;
  /** The records to set aside, or undefined to move the whole file. */
  records: readonly unknown[] | undefined;
}

/**
 * Keeps unreadable data where nothing overwrites it and returns where: the whole file renamed to
 * `<file>.corrupt-<timestamp>`, or some records written to `<file>.rejected-<timestamp>`
 * (`-2`, `-3` … when the name is taken). Call it under the file's lock.
 */
export async function setAside({ filePath, now, records }: SetAsideOptions): Promise<string> {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const base = `${filePath}.${records ? "rejected" : "corrupt"}-${stamp}`;
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    try {
      if (records) {
        await fs.writeFile(candidate, `${JSON.stringify(records, null, 2)}\n`, { flag: "wx", mode: 0o600 });
        return candidate;
      }
      if (
        await fs.lstat(candidate).then(
          () => true,
          () => false,
        )
      )
        continue;
      await fs.rename(filePath, candidate);
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw StorageError.fromFileSystem(error, filePath);
    }
  }
}
