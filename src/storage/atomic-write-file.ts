import { randomBytes } from "node:crypto";
import { constants, promises as fs } from "node:fs";
import { basename, dirname, join } from "node:path";
import { makePrivateDirectory } from "./make-private-directory";
import { resolveDataPath } from "./resolve-data-path";
import { StorageError } from "./storage-error";

/** Options of {@link atomicWriteFile}. */
export interface AtomicWriteOptions {
  /**
   * Called after the new content is safely on disk and just before it replaces the file: throw
   * to abandon the write (the file is left as it was). Default: none.
   */
  beforeCommit?: () => void | Promise<void>;
}

/** The temporary files {@link atomicWriteFile} makes beside `fileName`: `.<fileName>.<pid>.<hex>.tmp`. */
export function temporaryFilePattern(fileName: string): RegExp {
  return new RegExp(`^\\.${fileName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d+)\\.[0-9a-f]{8}\\.tmp$`);
}

/**
 * Replaces a file's content so that a crash at any moment leaves either the old or the new
 * content, never a mix: writes a temporary file beside it, flushes it to disk (fsync), renames
 * it over the target and flushes the directory so the rename itself survives a power cut.
 * Creates missing parent directories with mode 0700 and a new file with mode 0600, whatever the
 * umask. A file that exists keeps its mode (and, for root, its owner); a
 * symbolic link is written through to its target; a file with no write permission at all, or
 * anything but a regular file, is refused with a {@link StorageError}.
 *
 * @example
 * ```ts
 * await atomicWriteFile("/data/memos.json", JSON.stringify(memos));
 * ```
 */
export async function atomicWriteFile(filePath: string, content: string, { beforeCommit }: AtomicWriteOptions = {}): Promise<void> {
  const target = await resolveDataPath(filePath);
  const directory = dirname(target);
  const existing = await fs.stat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw StorageError.fromFileSystem(error, target);
  });
  if (existing?.isDirectory()) throw new StorageError("directory", target, `${target} is a directory, not a data file (EISDIR)`);
  if (existing && !existing.isFile()) throw new StorageError("not-a-file", target, `${target} is not a regular file`);
  if (existing && (existing.mode & 0o222) === 0) throw new StorageError("read-only", target, `${target} is read-only`);
  // Renaming over a file the process may not write would take it from its owner: refuse instead.
  if (existing)
    await fs.access(target, constants.W_OK).catch((error: unknown) => Promise.reject(StorageError.fromFileSystem(error, target)));
  try {
    await makePrivateDirectory(directory);
  } catch (error) {
    throw StorageError.fromFileSystem(error, directory);
  }
  const temporary = join(directory, `.${basename(target)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    const mode = existing ? existing.mode & 0o7777 : 0o600;
    const handle = await fs.open(temporary, "wx", mode);
    try {
      // The mode given to open is masked by the umask: set it whole, before any content is written.
      await handle.chmod(mode);
      if (existing && process.getuid?.() === 0) await handle.chown(existing.uid, existing.gid).catch(() => undefined);
      await handle.writeFile(content, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await beforeCommit?.();
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.unlink(temporary).catch(() => undefined);
    throw StorageError.fromFileSystem(error, target);
  }
  await syncDirectory(directory);
}

// Some platforms (Windows) cannot open or fsync a directory; the rename is already done there.
async function syncDirectory(directory: string): Promise<void> {
  const handle = await fs.open(directory, "r").catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Not supported on this file system.
  } finally {
    await handle.close();
  }
}
