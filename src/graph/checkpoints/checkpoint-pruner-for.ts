import { MemorySaver, type BaseCheckpointSaver } from "@langchain/langgraph";
import type { CheckpointPruner } from "./checkpoint-pruner";
import { pruneMemorySaver } from "./prune-memory-saver";
import { prunePostgresSaver } from "./prune-postgres-saver";
import type { SqlPool } from "../../storage/sql-pool";
import { pruneSqliteSaver, type SqliteDatabase } from "./prune-sqlite-saver";

function hasSqliteDatabase(saver: BaseCheckpointSaver): saver is BaseCheckpointSaver & { db: SqliteDatabase } {
  const db: unknown = (saver as { db?: unknown }).db;
  return saver.constructor.name === "SqliteSaver" && typeof (db as { prepare?: unknown } | undefined)?.prepare === "function";
}

// Recognised by shape, so that the optional PostgreSQL package is never imported here.
function hasPostgresPool(saver: BaseCheckpointSaver): saver is BaseCheckpointSaver & { pool: SqlPool; options?: { schema?: string } } {
  const pool: unknown = (saver as { pool?: unknown }).pool;
  return saver.constructor.name === "PostgresSaver" && typeof (pool as { connect?: unknown } | undefined)?.connect === "function";
}

/**
 * The pruner for a checkpointer this library knows — `MemorySaver`, the SQLite saver and the PostgreSQL one — or
 * undefined for any other (its threads keep every checkpoint unless `pruneCheckpoints` is given).
 */
export function checkpointPrunerFor(saver: BaseCheckpointSaver): CheckpointPruner | undefined {
  if (saver instanceof MemorySaver) return pruneMemorySaver(saver);
  if (hasSqliteDatabase(saver)) return pruneSqliteSaver(saver);
  if (hasPostgresPool(saver)) return prunePostgresSaver({ pool: saver.pool, schema: saver.options?.schema });
  return undefined;
}
