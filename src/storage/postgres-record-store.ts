import type { CorruptFileReport } from "./corrupt-file-report";
import { emptyRecordFile, parseRecordFile, type RecordFile } from "./record-file";
import type {
  AcrossUsersOptions,
  ClaimedRecord,
  RecordCallOptions,
  RecordChange,
  RecordKind,
  RecordStore,
  RecordStoreFactory,
  StoredRecord,
} from "./record-store";
import { inTransaction, type SqlPool, type SqlQueryable } from "./sql-pool";
import type { StoreOutcome } from "./store-outcome";

/** Options of {@link PostgresRecordStore}. */
export interface PostgresRecordStoreOptions<Item extends StoredRecord> {
  /** The family kept. */
  kind: RecordKind<Item>;
  /** The connection pool (a `pg.Pool`), shared with the rest of the application; the store never ends it. */
  pool: SqlPool;
}

interface RecordRow {
  user_id: string;
  last_id: string;
  items: unknown;
}

interface ReadRow<Item> {
  file: RecordFile<Item>;
  rejected: readonly unknown[];
  /** True when the stored value was not a list at all: it is set aside whole. */
  whole: boolean;
  reason?: string;
}

// The device's one user has no name; no user name can be empty.
function toColumn(userId: string | undefined): string {
  if (userId === "") throw new RangeError("A user id must not be empty.");
  return userId ?? "";
}
const fromColumn = (column: string) => (column === "" ? undefined : column);

// Rejects with the signal's reason the moment it aborts; `work` then rolls back on its own (it checks the signal before COMMIT).
function untilAborted<Value>(work: Promise<Value>, signal: AbortSignal | undefined): Promise<Value> {
  if (signal === undefined) return work;
  return new Promise<Value>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * The PostgreSQL backend of {@link RecordStore}: every user's records of a family, for many
 * users, several processes and machines. A user's records of a family are one row (the list and
 * the last number handed out, as the JSON file of one device holds them). A change runs in a
 * transaction holding that row (`SELECT … FOR UPDATE`), so changes to one user's records are
 * serialised in every process; a signal that aborts before COMMIT rejects at once and the change
 * is rolled back. Claims lock the due rows in one order and mark them in the same transaction, so
 * each record rings once whichever process claims it. Records that no longer fit the schema are
 * moved to `dialogue_records_set_aside` and reported. Tables: {@link POSTGRES_RECORDS_SCHEMA}
 * (`dialogue-graph serve` creates them on start).
 *
 * @example
 * ```ts
 * const registry = createDefaultRegistry({ recordStores: postgresRecordStores(pool) });
 * ```
 */
export class PostgresRecordStore<Item extends StoredRecord> implements RecordStore<Item> {
  readonly kind: RecordKind<Item>;
  private readonly pool: SqlPool;
  private readonly parse: ReturnType<typeof parseRecordFile<Item>>;

  constructor({ kind, pool }: PostgresRecordStoreOptions<Item>) {
    this.kind = kind;
    this.pool = pool;
    this.parse = parseRecordFile(kind.item);
  }

  async read({ userId, signal }: RecordCallOptions = {}): Promise<StoreOutcome<RecordFile<Item>>> {
    signal?.throwIfAborted();
    const query = this.pool.query<RecordRow>(
      "SELECT user_id, last_id::text, items FROM dialogue_records WHERE kind = $1 AND user_id = $2",
      [this.kind.name, toColumn(userId)],
    );
    const row = (await untilAborted(query, signal)).rows[0];
    if (row === undefined) return { value: emptyRecordFile<Item>(), recovered: [] };
    const parsed = this.readRow(row);
    // Records that no longer fit are set aside under the row's lock, as a change that changes nothing.
    if (parsed.rejected.length > 0) return this.update((file) => ({ result: file }), { userId, signal });
    return { value: parsed.file, recovered: [] };
  }

  async update<Result>(change: RecordChange<Item, Result>, { userId, signal }: RecordCallOptions = {}): Promise<StoreOutcome<Result>> {
    signal?.throwIfAborted();
    const user = toColumn(userId);
    const work = inTransaction(this.pool, async (client) => {
      await client.query("INSERT INTO dialogue_records (kind, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [this.kind.name, user]);
      const { rows } = await client.query<RecordRow>(
        "SELECT user_id, last_id::text, items FROM dialogue_records WHERE kind = $1 AND user_id = $2 FOR UPDATE",
        [this.kind.name, user],
      );
      const parsed = this.readRow(rows[0]!);
      const recovered = parsed.rejected.length > 0 ? [await this.setAside(client, user, parsed)] : [];
      const outcome = await change(structuredClone(parsed.file));
      if (outcome.data !== undefined) this.check(outcome.data);
      if (outcome.data !== undefined || recovered.length > 0) await this.write(client, user, outcome.data ?? parsed.file);
      // The last moment to stop: past it the change is committed and acknowledged.
      signal?.throwIfAborted();
      return { value: outcome.result, recovered };
    });
    return untilAborted(work, signal);
  }

  async nextDueAt(_options?: AcrossUsersOptions): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ next: string | null }>(
      "SELECT MIN(next_due_at)::text AS next FROM dialogue_records WHERE kind = $1",
      [this.kind.name],
    );
    return rows[0]?.next == null ? undefined : Number(rows[0].next);
  }

  // Every user at once, in one transaction: a failure throws (AcrossUsersOptions.onError is not called).
  async claimDue(now: Date, mark: (item: Item, dueAt: number) => Item, _options?: AcrossUsersOptions): Promise<ClaimedRecord<Item>[]> {
    return inTransaction(this.pool, async (client) => {
      // One lock order for every claimer, so two processes claiming at once wait rather than
      // deadlock; a row the other marked meanwhile is read again after the wait and no longer matches.
      const { rows } = await client.query<RecordRow>(
        "SELECT user_id, last_id::text, items FROM dialogue_records WHERE kind = $1 AND next_due_at <= $2 ORDER BY user_id FOR UPDATE",
        [this.kind.name, now.getTime()],
      );
      const claimed: ClaimedRecord<Item>[] = [];
      for (const row of rows) {
        const parsed = this.readRow(row);
        if (parsed.rejected.length > 0) await this.setAside(client, row.user_id, parsed);
        const items = parsed.file.items.map((item) => {
          const dueAt = this.kind.dueAt?.(item);
          if (dueAt === undefined || dueAt > now.getTime()) return item;
          const marked = mark(item, dueAt);
          claimed.push({ userId: fromColumn(row.user_id), item: marked, dueAt });
          return marked;
        });
        await this.write(client, row.user_id, { ...parsed.file, items });
      }
      return claimed;
    });
  }

  private readRow(row: RecordRow): ReadRow<Item> {
    const lastId = Number(row.last_id);
    const parsed = this.parse({ lastId, items: row.items });
    if (!parsed.ok) return { file: { lastId, items: [] }, rejected: [row.items], whole: true, reason: parsed.reason };
    return { file: parsed.data, rejected: parsed.rejected ?? [], whole: false, reason: parsed.reason };
  }

  // A change may only store what reads back: records of the family's shape.
  private check(data: RecordFile<Item>): void {
    const parsed = this.parse(data);
    if (!parsed.ok || (parsed.rejected?.length ?? 0) > 0 || !Number.isSafeInteger(data.lastId)) {
      throw new Error(`Refused to write data that would not read back (${parsed.reason ?? "an unsafe lastId"}).`);
    }
  }

  private async write(client: SqlQueryable, user: string, data: RecordFile<Item>): Promise<void> {
    const due = data.items.map((item) => this.kind.dueAt?.(item)).filter((at): at is number => at !== undefined && Number.isFinite(at));
    await client.query(
      "UPDATE dialogue_records SET last_id = $3, items = $4::json, next_due_at = $5, updated_at = now() WHERE kind = $1 AND user_id = $2",
      [this.kind.name, user, data.lastId, JSON.stringify(data.items), due.length > 0 ? Math.floor(Math.min(...due)) : null],
    );
  }

  private async setAside(
    client: SqlQueryable,
    user: string,
    { rejected, whole, reason = "records that do not fit the schema" }: ReadRow<Item>,
  ): Promise<CorruptFileReport> {
    const { rows } = await client.query<{ id: string }>(
      "INSERT INTO dialogue_records_set_aside (kind, user_id, items, reason) VALUES ($1, $2, $3::json, $4) RETURNING id::text",
      [this.kind.name, user, JSON.stringify(whole ? rejected[0] : rejected), reason],
    );
    return {
      filePath: `dialogue_records (${this.kind.name}, ${JSON.stringify(user)})`,
      movedTo: `dialogue_records_set_aside (id ${rows[0]!.id})`,
      reason,
      ...(whole ? {} : { records: rejected.length }),
    };
  }
}

/**
 * The store of every family in one PostgreSQL database, for `createDefaultRegistry({ recordStores })`:
 * alarms, memos and timers of every user.
 */
export function postgresRecordStores(pool: SqlPool): RecordStoreFactory {
  return (kind) => new PostgresRecordStore({ kind, pool });
}
