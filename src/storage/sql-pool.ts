/** What one SQL statement answered. */
export interface SqlResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted; null for statements that count none. */
  rowCount: number | null;
}

/** Anything that runs parameterised SQL: a `pg` Pool, or one of its clients. Values travel only as parameters. */
export interface SqlQueryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<Row>>;
}

/** A connection taken from a pool, held for a transaction; `release()` gives it back. */
export interface SqlClient extends SqlQueryable {
  release(error?: Error | boolean): void;
}

/**
 * A pool of PostgreSQL connections — in practice a `pg.Pool` — as the PostgreSQL backends use
 * it. Declared here so this library's types do not require `pg` where PostgreSQL is not used.
 */
export interface SqlPool extends SqlQueryable {
  connect(): Promise<SqlClient>;
}

/**
 * Runs `work` in a transaction on one connection: COMMIT when it resolves, ROLLBACK when it
 * throws (and the error is thrown on).
 */
export async function inTransaction<Result>(pool: SqlPool, work: (client: SqlClient) => Promise<Result>): Promise<Result> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
