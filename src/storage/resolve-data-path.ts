import { promises as fs } from "node:fs";
import { dirname, resolve } from "node:path";
import { StorageError } from "./storage-error";

/** As many links as Linux follows before it gives up (ELOOP). */
const MAX_LINKS = 40;

/**
 * The file a data path really names: symbolic links followed, also a link whose target does not
 * exist yet, so that writing a linked data file replaces its target, not the link. A path that
 * is not a link is returned as it is (absolute).
 *
 * @example
 * ```ts
 * await resolveDataPath("/home/me/.pibuddy/alarms.json"); // "/mnt/sync/alarms.json" when that is a link to it
 * ```
 */
export async function resolveDataPath(filePath: string): Promise<string> {
  let current = resolve(filePath);
  for (let links = 0; links < MAX_LINKS; links++) {
    let target: string;
    try {
      target = await fs.readlink(current);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // EINVAL: not a link; ENOENT: nothing there yet. Either way, this is the file.
      if (code === "EINVAL" || code === "ENOENT" || code === "UNKNOWN") return current;
      throw StorageError.fromFileSystem(error, current);
    }
    current = resolve(dirname(current), target);
  }
  throw new StorageError("unavailable", filePath, `${filePath}: too many symbolic links`);
}
