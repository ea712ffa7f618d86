import { promises as fs } from "node:fs";
import { dirname } from "node:path";

/**
 * Creates a folder and any missing parents with mode 0700, whatever the process's umask, so the
 * data of one user is never readable by the other accounts of the machine. Folders that already
 * exist keep their mode (their owner may have chosen it).
 *
 * @example
 * ```ts
 * await makePrivateDirectory("/home/pi/.pibuddy/users/alice"); // .pibuddy, users, alice: drwx------
 * ```
 */
export async function makePrivateDirectory(directory: string): Promise<void> {
  const firstMade = await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  if (firstMade === undefined) return;
  // The umask may have taken bits from the mode given to mkdir: set it on each folder made.
  for (let folder = directory; ; folder = dirname(folder)) {
    await fs.chmod(folder, 0o700);
    if (folder === firstMade || dirname(folder) === folder) return;
  }
}
