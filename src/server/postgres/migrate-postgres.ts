import type { SqlPool } from "../../index";
import type { PostgresMigration } from "./postgres-migrations";

// The advisory lock key of migrations ("dg", "migrate"): processes starting together migrate one after the other.
const MIGRATION_LOCK = [25_703, 1] as const;

/** Options of {@link migratePostgres}. */
export interface MigratePostgresOptions {
  pool: SqlPool;
  migrations: readonly PostgresMigration[];
  /** Steps owned by others that must run under the same lock first (the checkpointer's `setup()`). Default: none. */
  before?: () => Promise<void>;
}

/**
 * Brings the database up to date on start: under an advisory lock (so several workers or
 * machines starting at once do not race), runs `before`, then every migration not yet recorded
 * in `dialogue_graph_migrations`, each in its own transaction. Returns the names applied now.
 */
export async function migratePostgres({ pool, migrations, before }: MigratePostgresOptions): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1, $2)", [...MIGRATION_LOCK]);
    try {
      await before?.();
      await client.query(
        "CREATE TABLE IF NOT EXISTS dialogue_graph_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      );
      const { rows } = await client.query<{ name: string }>("SELECT name FROM dialogue_graph_migrations");
      const applied = new Set(rows.map((row) => row.name));
      const now: string[] = [];
      for (const migration of migrations.filter((step) => !applied.has(step.name))) {
        await client.query("BEGIN");
        try {
          await client.query(migration.sql);
          await client.query("INSERT INTO dialogue_graph_migrations (name) VALUES ($1)", [migration.name]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
        }
        now.push(migration.name);
      }
      return now;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1, $2)", [...MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
