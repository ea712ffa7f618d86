import type Database from "better-sqlite3";
import { asMissingNativeModule } from "../../../core/as-missing-native-module";
import { loadOptionalPackage } from "../../../core/load-optional-package";
import { requireLazily } from "../../../core/require-lazily";

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
    const nativeBinding = compiledModule();
    return new Driver(path, nativeBinding === undefined ? undefined : { nativeBinding });
  } catch (error) {
    throw asMissingNativeModule(error, driver) ?? error;
  }
}

/**
 * better-sqlite3's compiled module where its install puts it (built or prebuilt), so that the first
 * open does not search for it: left to find it, the `bindings` package tries a dozen paths, about
 * 10 ms of a first finance question. Undefined when it is not there, and better-sqlite3 searches as
 * before (and says so when it finds none).
 */
function compiledModule(): string | undefined {
  try {
    return requireLazily.resolve("better-sqlite3/build/Release/better_sqlite3.node");
  } catch {
    return undefined;
  }
}
