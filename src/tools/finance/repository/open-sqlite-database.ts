import type Database from "better-sqlite3";
import { asMissingNativeModule } from "../../../core/as-missing-native-module";
import { loadOptionalPackage } from "../../../core/load-optional-package";

/** An open better-sqlite3 database. */
export type SqliteDatabase = Database.Database;

const driver = { name: "better-sqlite3", neededBy: "the finance tools" };

/**
 * Opens a better-sqlite3 database, loading the driver on first use: better-sqlite3 is an
 * optional peer dependency (a native module), needed only by those who keep finance data in
 * SQLite. Not installed, or installed without its compiled part, it fails with a
 * MissingPackageError that says what to run.
 */
export async function openSqliteDatabase(path: string): Promise<SqliteDatabase> {
  const Driver = await loadOptionalPackage({ ...driver, load: async () => (await import("better-sqlite3")).default });
  try {
    return new Driver(path);
  } catch (error) {
    throw asMissingNativeModule(error, driver) ?? error;
  }
}
