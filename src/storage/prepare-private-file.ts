import { promises as fs } from "node:fs";
import { dirname } from "node:path";
import { makePrivateDirectory } from "./make-private-directory";

/**
 * Makes sure a file another program will open (a SQLite database) exists with mode 0600 in a
 * folder made 0700, whatever the umask: SQLite creates its `-wal`, `-shm` and journal files with
 * the mode of the database file, so they are private too. A file that already exists is left as
 * it is (its owner may have chosen its mode). `":memory:"`, `""` and `file:` URIs are left alone.
 *
 * @example
 * ```ts
 * await preparePrivateFile("/home/pi/.pibuddy/finance.sqlite");
 * const database = new Database("/home/pi/.pibuddy/finance.sqlite"); // -rw------- with its -wal and -shm
 * ```
 */
export async function preparePrivateFile(path: string): Promise<void> {
  if (path === "" || path === ":memory:" || path.startsWith("file:")) return;
  await makePrivateDirectory(dirname(path));
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(path, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return;
    throw error;
  }
  try {
    await handle.chmod(0o600);
  } finally {
    await handle.close();
  }
}
