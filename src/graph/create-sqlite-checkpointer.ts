import type { BaseCheckpointSaver } from "@langchain/langgraph";
import { asMissingNativeModule } from "../core/as-missing-native-module";
import { loadOptionalPackage } from "../core/load-optional-package";
import { preparePrivateFile } from "../storage/prepare-private-file";

/** Options of {@link createSqliteCheckpointer}. */
export interface SqliteCheckpointerOptions {
  /** The database file (created if missing, mode 0600 in folders made 0700); `":memory:"` keeps nothing. */
  path: string;
}

/**
 * LangGraph's `SqliteSaver` on a file, so conversations survive a restart. It loads the optional
 * package `@langchain/langgraph-checkpoint-sqlite` (which brings better-sqlite3) on first use;
 * without it, it fails with a `MissingPackageError` whose message says what to install. A new file
 * and its `-wal`/`-shm` companions are readable by their owner only, whatever the umask.
 *
 * @example
 * ```ts
 * const assistant = new DialogueGraph({ checkpointer: await createSqliteCheckpointer({ path: "threads.sqlite" }) });
 * ```
 */
export async function createSqliteCheckpointer({ path }: SqliteCheckpointerOptions): Promise<BaseCheckpointSaver> {
  const neededBy = "createSqliteCheckpointer";
  const { SqliteSaver } = await loadOptionalPackage({
    name: "@langchain/langgraph-checkpoint-sqlite",
    neededBy,
    load: () => import("@langchain/langgraph-checkpoint-sqlite"),
  });
  await preparePrivateFile(path);
  try {
    return SqliteSaver.fromConnString(path);
  } catch (error) {
    throw asMissingNativeModule(error, { name: "better-sqlite3", neededBy }) ?? error;
  }
}
