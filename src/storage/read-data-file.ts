import { constants, promises as fs } from "node:fs";
import { StorageError } from "./storage-error";

// O_NONBLOCK makes opening a FIFO return at once instead of waiting for a writer (which would
// hold one of libuv's four file threads, and so every other file read, until one came).
// Regular files ignore it. Windows has no such flag and no FIFOs in the file system.
const openFlags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Reads a small data file as UTF-8, or returns undefined when it does not exist. Refuses at once,
 * with a {@link StorageError}, anything that is not a regular file (a directory, a FIFO, a socket,
 * a device), without ever blocking on it. Symbolic links are followed.
 *
 * @example
 * ```ts
 * const text = await readDataFile("/data/alarms.json"); // undefined before the first write
 * ```
 */
export async function readDataFile(filePath: string): Promise<string | undefined> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(filePath, openFlags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw StorageError.fromFileSystem(error, filePath);
  }
  try {
    const stats = await handle.stat();
    if (stats.isDirectory()) throw new StorageError("directory", filePath, `${filePath} is a directory, not a data file (EISDIR)`);
    if (!stats.isFile()) throw new StorageError("not-a-file", filePath, `${filePath} is not a regular file`);
    return await handle.readFile("utf8");
  } catch (error) {
    throw StorageError.fromFileSystem(error, filePath);
  } finally {
    await handle.close().catch(() => undefined);
  }
}
