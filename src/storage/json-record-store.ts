import { promises as fs } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { CorruptFileReport } from "./corrupt-file-report";
import { JsonFileStore } from "./json-file-store";
import { emptyRecordFile, parseRecordFile, recordFileSchema, type RecordFile } from "./record-file";
import type {
  AcrossUsersOptions,
  ClaimedRecord,
  RecordCallOptions,
  RecordChange,
  RecordKind,
  RecordStore,
  StoredRecord,
} from "./record-store";
import type { StoreOutcome } from "./store-outcome";
import { userFilePath, userIdOfFolder, USERS_FOLDER } from "./user-file-path";

function warn(error: unknown, userId: string | undefined): undefined {
  const reason = error instanceof Error ? error.message : String(error);
  process.emitWarning(`Records of ${userId ?? "the device's user"}: ${reason}`, "DialogueGraphStorageWarning");
  return undefined;
}

/** Options of {@link JsonRecordStore}. */
export interface JsonRecordStoreOptions<Item extends StoredRecord> {
  /** The family kept. */
  kind: RecordKind<Item>;
  /** The one-device file (e.g. `~/.pibuddy/alarms.json`); a user's file is `users/<user>/<name>` beside it. */
  filePath: string;
  /** How long to wait for another process's lock, in milliseconds. Default: 10000. */
  lockTimeoutMs?: number;
  /** A lock held this long, or left by a dead process, is taken over, in milliseconds. Default: 5000. */
  staleLockMs?: number;
  /** Called when unreadable data was moved aside. Default: a process warning. */
  onCorrupt?: (report: CorruptFileReport) => void;
  /** The clock, for set-aside files' names. Default: `() => new Date()`. */
  now?: () => Date;
}

/**
 * The JSON-file backend of {@link RecordStore}, for one device: the device's one user in
 * `filePath`, each named user in `users/<user>/<file name>` beside it, every file a
 * {@link JsonFileStore} (locked, atomic, abortable, self-repairing). Claims are made under each
 * file's lock, so several processes on one machine ring a record once.
 *
 * @example
 * ```ts
 * const alarms = new JsonRecordStore({ kind: alarmKind, filePath: "/data/alarms.json" });
 * await alarms.update((file) => ({ result: file.items.length }), { userId: "alice" });
 * ```
 */
export class JsonRecordStore<Item extends StoredRecord> implements RecordStore<Item> {
  readonly kind: RecordKind<Item>;
  private readonly files = new Map<string, JsonFileStore<RecordFile<Item>>>();

  constructor(private readonly options: JsonRecordStoreOptions<Item>) {
    this.kind = options.kind;
  }

  /** The file of one user (the same instance for every call, so its changes batch together). */
  file(userId?: string): JsonFileStore<RecordFile<Item>> {
    const filePath = userFilePath(this.options.filePath, userId);
    let store = this.files.get(filePath);
    if (!store) {
      const { kind, lockTimeoutMs, staleLockMs, onCorrupt, now } = this.options;
      store = new JsonFileStore({
        filePath,
        schema: recordFileSchema(kind.item),
        parse: parseRecordFile(kind.item),
        empty: emptyRecordFile<Item>,
        lockTimeoutMs,
        staleLockMs,
        onCorrupt,
        now,
      });
      this.files.set(filePath, store);
    }
    return store;
  }

  // async: a user id that cannot name a folder rejects, as every failure of a store does.
  async read({ userId, signal }: RecordCallOptions = {}): Promise<StoreOutcome<RecordFile<Item>>> {
    return this.file(userId).read({ signal });
  }

  async update<Result>(change: RecordChange<Item, Result>, { userId, signal }: RecordCallOptions = {}): Promise<StoreOutcome<Result>> {
    return this.file(userId).update(change, { signal });
  }

  async nextDueAt({ onError = warn }: AcrossUsersOptions = {}): Promise<number | undefined> {
    let next: number | undefined;
    for (const userId of await this.users()) {
      const records = await this.read({ userId }).catch((error: unknown) => void onError(error, userId));
      for (const item of records?.value.items ?? []) {
        const due = this.kind.dueAt?.(item);
        if (due !== undefined && (next === undefined || due < next)) next = due;
      }
    }
    return next;
  }

  async claimDue(
    now: Date,
    mark: (item: Item, dueAt: number) => Item,
    { onError = warn }: AcrossUsersOptions = {},
  ): Promise<ClaimedRecord<Item>[]> {
    const claimed: ClaimedRecord<Item>[] = [];
    const isDue = (item: Item) => {
      const due = this.kind.dueAt?.(item);
      return due !== undefined && due <= now.getTime() ? due : undefined;
    };
    for (const userId of await this.users()) {
      const records = await this.read({ userId }).catch((error: unknown) => void onError(error, userId));
      if (!records?.value.items.some((item) => isDue(item) !== undefined)) continue;
      const outcome = await this.update(
        (file) => {
          const mine: ClaimedRecord<Item>[] = [];
          const items = file.items.map((item) => {
            const dueAt = isDue(item);
            if (dueAt === undefined) return item;
            const marked = mark(item, dueAt);
            mine.push({ userId, item: marked, dueAt });
            return marked;
          });
          return { data: mine.length ? { ...file, items } : undefined, result: mine };
        },
        { userId },
      ).catch((error: unknown) => void onError(error, userId));
      claimed.push(...(outcome?.value ?? []));
    }
    return claimed;
  }

  /** The device's user and every user with a folder beside the file. */
  private async users(): Promise<Array<string | undefined>> {
    const folder = join(dirname(this.options.filePath), USERS_FOLDER);
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    const named: string[] = [];
    for (const name of names.sort()) {
      const userId = userIdOfFolder(name);
      if (
        userId !== undefined &&
        (await fs.stat(join(folder, name, basename(this.options.filePath))).then(
          () => true,
          () => false,
        ))
      )
        named.push(userId);
    }
    return [undefined, ...named];
  }
}
