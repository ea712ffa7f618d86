import type { CheckpointPruner } from "./checkpoint-pruner";

/** The part of better-sqlite3's Database a pruner uses. */
export interface SqliteDatabase {
  prepare(sql: string): { run(...parameters: unknown[]): unknown };
}

/**
 * The {@link CheckpointPruner} of `@langchain/langgraph-checkpoint-sqlite`'s SqliteSaver: deletes
 * the older rows of the thread in its `checkpoints` and `writes` tables. SQLite reuses the freed
 * pages, so the file stops growing once every thread is at its bound.
 */
export function pruneSqliteSaver(saver: { db: SqliteDatabase }): CheckpointPruner {
  let statements: Array<{ run(...parameters: unknown[]): unknown }> | undefined;
  return async (threadId, keep) => {
    statements ??= ["checkpoints", "writes"].map((table) =>
      saver.db.prepare(
        `DELETE FROM ${table} WHERE thread_id = ? AND checkpoint_id NOT IN (
           SELECT checkpoint_id FROM checkpoints WHERE thread_id = ? ORDER BY checkpoint_id DESC LIMIT ?)`,
      ),
    );
    for (const statement of statements) statement.run(threadId, threadId, keep);
  };
}
