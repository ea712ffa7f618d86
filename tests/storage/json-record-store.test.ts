import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { JsonRecordStore } from "../../src/storage/json-record-store";
import { addRecord } from "../../src/storage/record-file";
import type { RecordKind } from "../../src/storage/record-store";
import { userFilePath } from "../../src/storage/user-file-path";
import { describeRecordStoreContract } from "./record-store-contract";

const reminderSchema = z.object({ id: z.string(), text: z.string(), due: z.number(), done: z.boolean().default(false) });
type Reminder = z.output<typeof reminderSchema>;
const kind: RecordKind<Reminder> = { name: "reminders", item: reminderSchema, dueAt: (item) => (item.done ? undefined : item.due) };

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "record-store-"));
  filePath = join(directory, "reminders.json");
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const store = () => new JsonRecordStore({ kind, filePath });
const add = (records: JsonRecordStore<Reminder>, text: string, due: number, userId?: string) =>
  records.update(
    (file) => {
      const added = addRecord(file, (id) => ({ id, text, due, done: false }));
      return { data: added.file, result: added.item.id };
    },
    { userId },
  );
const readFile = (path: string) => JSON.parse(readFileSync(path, "utf8"));

describe("records per user", () => {
  it("keeps the device's user in the file and each named user in users/<user>/, numbered apart", async () => {
    const records = store();
    expect((await add(records, "device", 1)).value).toBe("1");
    expect((await add(records, "alice's", 1, "alice")).value).toBe("1");
    expect((await add(records, "bob's", 1, "Bob Lee")).value).toBe("1");
    expect(readFile(filePath).items.map((item: Reminder) => item.text)).toEqual(["device"]);
    expect(readFile(join(directory, "users", "alice", "reminders.json")).items.map((item: Reminder) => item.text)).toEqual(["alice's"]);
    // A user id that is not a plain lowercase name gets a folder name that is safe everywhere and reversible.
    expect(userFilePath(filePath, "Bob Lee")).toBe(join(directory, "users", "~426f62204c6565", "reminders.json"));
    expect(existsSync(userFilePath(filePath, "Bob Lee"))).toBe(true);
    expect((await records.read({ userId: "alice" })).value.items.map((item) => item.text)).toEqual(["alice's"]);
    expect((await records.read({ userId: "carol" })).value).toEqual({ lastId: 0, items: [] });
  });

  it("a user id can never climb out of users/", () => {
    for (const userId of ["..", "../etc", "a/b", "."])
      expect(userFilePath(filePath, userId).startsWith(join(directory, "users", "~"))).toBe(true);
  });
});

describeRecordStoreContract(
  "JsonRecordStore",
  () => (family) => new JsonRecordStore({ kind: family, filePath: join(directory, `${family.name}.json`) }),
);

describe("claims for a scheduler", () => {
  it("a user whose file cannot be read is reported and skipped; the others are claimed", async () => {
    const records = store();
    await add(records, "alice now", 50, "alice");
    await add(records, "bob now", 50, "bob");
    rmSync(join(directory, "users", "bob", "reminders.json"));
    mkdirSync(join(directory, "users", "bob", "reminders.json"));
    const failures: Array<string | undefined> = [];
    const claimed = await records.claimDue(new Date(100), (item) => ({ ...item, done: true }), {
      onError: (_error, userId) => failures.push(userId),
    });
    expect(claimed.map(({ userId }) => userId)).toEqual(["alice"]);
    expect(failures).toEqual(["bob"]);
  });
});
