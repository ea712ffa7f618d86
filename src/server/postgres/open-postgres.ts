import type { BaseCheckpointSaver } from "@langchain/langgraph";
import {
  postgresRecordStores,
  PostgresTransactionRepository,
  type RecordStoreFactory,
  type SqlPool,
  type TransactionRepository,
} from "../../index";
import { PostgresEventHub } from "../events/postgres-event-hub";
import { loadOptional } from "./load-optional";
import { migratePostgres } from "./migrate-postgres";
import { POSTGRES_MIGRATIONS } from "./postgres-migrations";
import { oneQueryAtATime, type PostgresSession } from "./postgres-session";
import { PostgresThreadLock } from "./postgres-thread-lock";

/** Options of {@link openPostgres}. */
export interface OpenPostgresOptions {
  /** The database, e.g. `postgres://assistant:secret@db:5432/assistant` (settings: DATABASE_URL). */
  url: string;
  /** Connections this process keeps in its pool. Default: 10. */
  poolSize?: number;
}

/** Everything the server keeps in PostgreSQL, over one pool. */
export interface PostgresBackends {
  /** The pool (a `pg.Pool`), for other PostgreSQL backends. */
  pool: SqlPool;
  /** Conversations: LangGraph's PostgresSaver. */
  checkpointer: BaseCheckpointSaver;
  /** One turn at a time per thread, across every process on this database. */
  threadLock: PostgresThreadLock;
  /** Every user's alarms, memos and timers, for `createDefaultRegistry({ recordStores })`. */
  recordStores: RecordStoreFactory;
  /** Users' events (alarms ringing) to every process on this database. */
  events: PostgresEventHub;
  /** Each user's finance ledger. */
  ledgerFor(userId: string | undefined): TransactionRepository;
  /** Resolves when the database answers; for `GET /healthz`. */
  healthCheck(): Promise<void>;
  /** Frees the thread locks' and the events' sessions and ends the pool. */
  close(): Promise<void>;
}

/**
 * Opens the shared database: loads the optional `pg` and `@langchain/langgraph-checkpoint-postgres`
 * (with a clear message when they are not installed), connects, and migrates — the checkpointer's
 * tables and this library's, under one lock so several processes can start at once.
 */
export async function openPostgres({ url, poolSize = 10 }: OpenPostgresOptions): Promise<PostgresBackends> {
  const pgModule = await loadOptional("pg", () => import("pg"));
  // pg is CommonJS: its exports are the default export of an ESM import (and of esModuleInterop).
  const pg = pgModule.default;
  const { PostgresSaver } = await loadOptional(
    "@langchain/langgraph-checkpoint-postgres",
    () => import("@langchain/langgraph-checkpoint-postgres"),
  );
  // A database that stops answering must fail requests (and /healthz) rather than hang them.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection that the server drops must not crash the process; the pool replaces it.
  pool.on("error", (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`, "DialogueGraphServerWarning"));
  // pg-pool listens for errors only on idle connections: one lost while a transaction holds it (the
  // database restarting) would be an unhandled 'error' event, which ends the process. Its query
  // fails anyway; this keeps the process serving.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const checkpointer = new PostgresSaver(pool);
  try {
    await migratePostgres({ pool, migrations: POSTGRES_MIGRATIONS, before: () => checkpointer.setup() });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return oneQueryAtATime(client as unknown as PostgresSession);
  };
  const threadLock = new PostgresThreadLock({ connect });
  const events = new PostgresEventHub({ connect });
  return {
    pool,
    checkpointer,
    threadLock,
    recordStores: postgresRecordStores(pool),
    events,
    ledgerFor: (userId) => new PostgresTransactionRepository({ pool, userId }),
    healthCheck: async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error("PostgreSQL did not answer within 3 s.")), 3_000)),
      );
      try {
        await Promise.race([pool.query("SELECT 1"), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => {
      await threadLock.close();
      await events.close();
      await pool.end();
    },
  };
}
