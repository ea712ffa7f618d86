import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * Replaces a file's content so that a crash at any moment leaves either the old or the new
 * content, never a mix: writes a temporary file beside it, flushes it to disk (fsync), renames
 * it over the target and flushes the directory so the rename itself survives a power cut.
 * Creates missing parent directories.
 *
 * @example
 * ```ts
 * await atomicWriteFile("/data/memos.json", JSON.stringify(memos));
 * ```
 */
export async function atomicWriteFile(filePath: string, content: string): Promise<void> {
  const directory = dirname(filePath);
  await fs.mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${basename(filePath)}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`);
  try {
    const handle = await fs.open(temporary, "w");
    try {
      await handle.writeFile(content, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, filePath);
  } catch (error) {
    await fs.unlink(temporary).catch(() => undefined);
    throw error;
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
