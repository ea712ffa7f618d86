import { MemorySaver, type BaseCheckpointSaver } from "@langchain/langgraph";
import type { CheckpointPruner } from "./checkpoint-pruner";
import { pruneMemorySaver } from "./prune-memory-saver";
import { pruneSqliteSaver, type SqliteDatabase } from "./prune-sqlite-saver";

function hasSqliteDatabase(saver: BaseCheckpointSaver): saver is BaseCheckpointSaver & { db: SqliteDatabase } {
  const db: unknown = (saver as { db?: unknown }).db;
  return saver.constructor.name === "SqliteSaver" && typeof (db as { prepare?: unknown } | undefined)?.prepare === "function";
}

/**
 * The pruner for a checkpointer this library knows — `MemorySaver` and the SQLite saver — or
 * undefined for any other (its threads keep every checkpoint unless `pruneCheckpoints` is given).
 */
export function checkpointPrunerFor(saver: BaseCheckpointSaver): CheckpointPruner | undefined {
  if (saver instanceof MemorySaver) return pruneMemorySaver(saver);
  if (hasSqliteDatabase(saver)) return pruneSqliteSaver(saver);
  return undefined;
}
