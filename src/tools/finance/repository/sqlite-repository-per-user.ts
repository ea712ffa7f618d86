import { basename, dirname, join } from "node:path";
import { SqliteTransactionRepository } from "./sqlite-transaction-repository";
import type { TransactionRepository } from "./transaction-repository";

/** Options of {@link sqliteRepositoryPerUser}. */
export interface SqliteRepositoryPerUserOptions {
  /** The database of the one user of a device; each named user's sits in `users/<user>/` beside it. */
  databasePath: string;
  /** Databases kept open at once; the least recently used is closed (and reopened when needed). Default: 64. */
  maxOpen?: number;
}

/** A folder name for a user that can never climb out of `users/` (no "/", and never "." or ".."). */
function userFolder(userId: string): string {
  return encodeURIComponent(userId).replace(/^\.+$/, (dots) => "%2E".repeat(dots.length));
}

/**
 * The embedded ledgers of several users: the device's own at `databasePath`, and one SQLite
 * file per named user at `<folder>/users/<user>/<file name>`, each opened on first use. A
 * closed repository reopens on its next call, so closing the least recently used one is safe.
 */
export function sqliteRepositoryPerUser({
  databasePath,
  maxOpen = 64,
}: SqliteRepositoryPerUserOptions): (userId: string | undefined) => TransactionRepository {
  const open = new Map<string, SqliteTransactionRepository>();
  return (userId) => {
    const path = userId === undefined ? databasePath : join(dirname(databasePath), "users", userFolder(userId), basename(databasePath));
    let repository = open.get(path);
    if (repository !== undefined) open.delete(path);
    else repository = new SqliteTransactionRepository({ path });
    open.set(path, repository);
    if (open.size > maxOpen) {
      const [oldestPath, oldest] = open.entries().next().value as [string, SqliteTransactionRepository];
      open.delete(oldestPath);
      oldest.close();
    }
    return repository;
  };
}
