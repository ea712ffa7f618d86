import type { BaseCheckpointSaver } from "@langchain/langgraph";
import { asMissingNativeModule } from "../core/as-missing-native-module";
import { loadOptionalPackage } from "../core/load-optional-package";

/** Options of {@link createSqliteCheckpointer}. */
export interface SqliteCheckpointerOptions {
  /** The database file (created if missing); `":memory:"` keeps nothing. */
  path: string;
}

/**
 * LangGraph's `SqliteSaver` on a file, so conversations survive a restart. It loads the optional
 * package `@langchain/langgraph-checkpoint-sqlite` (which brings better-sqlite3) on first use;
 * without it, it fails with a `MissingPackageError` whose message says what to install.
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
  try {
    return SqliteSaver.fromConnString(path);
  } catch (error) {
    throw asMissingNativeModule(error, { name: "better-sqlite3", neededBy }) ?? error;
  }
}
