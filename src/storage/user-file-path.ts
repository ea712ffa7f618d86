import { basename, dirname, join } from "node:path";

/** The folder beside the one-device file that holds one folder per user. */
export const USERS_FOLDER = "users";

/** A user id longer than this (in UTF-8 bytes) cannot name a folder on every file system. */
const MAX_USER_ID_BYTES = 100;

const plainName = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * The folder name a user's files live under: the id itself when it is plain (`alice`, `user-42`),
 * else `~` and the hex of its UTF-8 bytes — safe on every file system, the same on case-insensitive
 * ones, and reversible ({@link userIdOfFolder}). Throws for an empty id or one over 100 bytes.
 */
export function userFolderName(userId: string): string {
  if (plainName.test(userId)) return userId;
  const bytes = Buffer.from(userId, "utf8");
  if (bytes.length === 0 || bytes.length > MAX_USER_ID_BYTES)
    throw new RangeError(`A user id must be 1 to ${MAX_USER_ID_BYTES} bytes long.`);
  return `~${bytes.toString("hex")}`;
}

/** The user id a folder name stands for, or undefined for a name {@link userFolderName} does not make. */
export function userIdOfFolder(name: string): string | undefined {
  if (plainName.test(name)) return name;
  if (!/^~(?:[0-9a-f]{2})+$/.test(name)) return undefined;
  const userId = Buffer.from(name.slice(1), "hex").toString("utf8");
  return userFolderName(userId) === name ? userId : undefined;
}

/**
 * Where a user's copy of a data file lives: `filePath` itself for the one user of a device (no
 * user id), else `<folder of filePath>/users/<user>/<file name>`.
 *
 * @example
 * ```ts
 * userFilePath("/data/alarms.json", "alice"); // "/data/users/alice/alarms.json"
 * userFilePath("/data/alarms.json");          // "/data/alarms.json"
 * ```
 */
export function userFilePath(filePath: string, userId?: string): string {
  return userId === undefined ? filePath : join(dirname(filePath), USERS_FOLDER, userFolderName(userId), basename(filePath));
}
