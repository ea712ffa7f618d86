/**
 * What went wrong with a data file, in words an operator can act on:
 * - `busy`: another process held the lock too long;
 * - `directory`: a directory stands where the file should be;
 * - `not-a-directory`: a part of the path that should be a directory is a file;
 * - `not-a-file`: a FIFO, socket or device stands where the file should be;
 * - `permission`: the process may not read or write the file or its directory;
 * - `read-only`: the file has no write permission at all (its owner protected it), or the file system is read-only;
 * - `disk-full`: no space (or quota) left to write;
 * - `unavailable`: anything else (an I/O error): worth trying again later.
 */
export type StorageProblem =
  "busy" | "directory" | "not-a-directory" | "not-a-file" | "permission" | "read-only" | "disk-full" | "unavailable";

const problemOfCode: Readonly<Record<string, StorageProblem>> = {
  EISDIR: "directory",
  ENOTDIR: "not-a-directory",
  EACCES: "permission",
  EPERM: "permission",
  EROFS: "read-only",
  ENOSPC: "disk-full",
  EDQUOT: "disk-full",
};

/**
 * A data file could not be read or written, and why ({@link StorageProblem}). Tools turn it into
 * a sentence that says what is wrong (`toStorageError`) rather than "try again later".
 *
 * @example
 * ```ts
 * if (StorageError.isInstance(error) && error.problem === "permission") console.error(error.path);
 * ```
 */
export class StorageError extends Error {
  constructor(
    /** What is wrong. */
    readonly problem: StorageProblem,
    /** The file or directory it is wrong with. */
    readonly path: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "StorageError";
  }

  /** True for a StorageError, also one from another copy of this library. */
  static isInstance(value: unknown): value is StorageError {
    return value instanceof StorageError || (value instanceof Error && value.name === "StorageError" && "problem" in value);
  }

  /**
   * The StorageError a file system failure at `path` means (EISDIR → `directory`, EACCES →
   * `permission`, ENOSPC → `disk-full`, …); other errors are returned unchanged.
   */
  static fromFileSystem(error: unknown, path: string): unknown {
    if (StorageError.isInstance(error)) return error;
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
    const problem = problemOfCode[code];
    if (!problem) return error;
    return new StorageError(problem, path, `${path}: ${code}`, { cause: error });
  }
}
