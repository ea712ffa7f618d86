import type { z } from "zod";
import type { StoreChange } from "./store-change";
import type { RecordFile } from "./record-file";
import type { StoreOutcome } from "./store-outcome";

/** A stored record: anything with an id unique among one user's records of its kind. */
export interface StoredRecord {
  id: string;
}

/**
 * A family of numbered records (alarms, memos, timers), as a storage backend needs to know it.
 *
 * @example
 * ```ts
 * const alarmKind: RecordKind<Alarm> = { name: "alarms", item: alarmSchema, dueAt: (alarm) => (alarm.fired ? undefined : alarmMoment(alarm).toMillis()) };
 * ```
 */
export interface RecordKind<Item extends StoredRecord> {
  /** The family's name, `^[a-z][a-z0-9_]*$`: the JSON file is `<name>.json`; a database keys rows by it. */
  name: string;
  /** A record's shape. Stored records that do not fit it are set aside; the others stay. */
  item: z.ZodType<Item>;
  /**
   * When a record is due, in milliseconds since the epoch, for a scheduler; undefined when it never
   * is or has been claimed already. Default: records are never due.
   */
  dueAt?: (item: Item) => number | undefined;
}

/** Options of one call to a {@link RecordStore}. */
export interface RecordCallOptions {
  /** Whose records: `context.userId` of the tool call. Default: undefined, the one user of a device. */
  userId?: string;
  /** Aborts the call; a change not yet committed when it aborts never happens (the call rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** A change to one user's records, applied atomically: the new records (omit `data` to change nothing) and a result. */
export type RecordChange<Item, Result> = (
  records: RecordFile<Item>,
) => StoreChange<RecordFile<Item>, Result> | Promise<StoreChange<RecordFile<Item>, Result>>;

/** Options of a scheduler's look across every user's records. */
export interface AcrossUsersOptions {
  /**
   * Called for a user whose records could not be looked at; the others still are. Default: a
   * process warning. (A backend that looks at every user at once throws instead.)
   */
  onError?: (error: unknown, userId: string | undefined) => void;
}

/** A record a scheduler claimed: whose it is, and the record as marked. */
export interface ClaimedRecord<Item> {
  userId: string | undefined;
  item: Item;
  /** When it was due, in milliseconds since the epoch. */
  dueAt: number;
}

/**
 * Where one family of numbered records is kept, per user. Every backend — the JSON files of one
 * device (`JsonRecordStore`), a database shared by several processes — keeps these promises:
 *
 * - **Per user.** Each call names its user (`userId`); no call reaches another user's records.
 * - **Atomic changes.** `update` applies a change to the freshest records of one user and commits
 *   it whole or not at all, serialised with every other change to that user's records in every
 *   process. Ids come from `lastId` (see `addRecord`), so a deleted number is never reused.
 * - **Abortable.** A call whose signal aborts before its change commits rejects, and the change
 *   never happens later.
 * - **Claim once.** `claimDue` marks every due record of every user with `mark` and returns
 *   those it marked; of several processes claiming at once, each record is returned to one.
 *   `mark` must make `kind.dueAt` undefined for the record (e.g. set `fired`).
 * - **Nothing lost.** Records that cannot be read are set aside, not dropped, and reported in the
 *   call's `recovered`.
 */
export interface RecordStore<Item extends StoredRecord> {
  /** The family kept here. */
  readonly kind: RecordKind<Item>;
  /** One user's records and last id. */
  read(options?: RecordCallOptions): Promise<StoreOutcome<RecordFile<Item>>>;
  /** Applies `change` to one user's records atomically; resolves with its result once committed. */
  update<Result>(change: RecordChange<Item, Result>, options?: RecordCallOptions): Promise<StoreOutcome<Result>>;
  /** The soonest `dueAt` among all users' records, or undefined when none is due ever. */
  nextDueAt(options?: AcrossUsersOptions): Promise<number | undefined>;
  /** Claims every record of every user due at `now` (marked by `mark`), each once across processes. */
  claimDue(now: Date, mark: (item: Item, dueAt: number) => Item, options?: AcrossUsersOptions): Promise<ClaimedRecord<Item>[]>;
}

/** Opens the store of a family: how an application picks one backend for alarms, memos and timers at once. */
export type RecordStoreFactory = <Item extends StoredRecord>(kind: RecordKind<Item>) => RecordStore<Item>;
