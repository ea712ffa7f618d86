import { z } from "zod";
import { addRecord } from "../../src/storage/record-file";
import type { RecordKind, RecordStore, RecordStoreFactory } from "../../src/storage/record-store";

export const reminderSchema = z.object({ id: z.string(), text: z.string(), due: z.number(), done: z.boolean().default(false) });
export type Reminder = z.output<typeof reminderSchema>;

let kinds = 0;
/** A family of its own for each test, so that tests sharing one database never see each other's records. */
export const newReminderKind = (): RecordKind<Reminder> => ({
  name: `reminders_${++kinds}`,
  item: reminderSchema,
  dueAt: (item) => (item.done ? undefined : item.due),
});

export const addReminder = (records: RecordStore<Reminder>, text: string, due: number, userId?: string) =>
  records.update(
    (file) => {
      const added = addRecord(file, (id) => ({ id, text, due, done: false }));
      return { data: added.file, result: added.item.id };
    },
    { userId },
  );

const texts = (items: readonly Reminder[]) => items.map((item) => item.text);
const mark = (item: Reminder) => ({ ...item, done: true });

/**
 * The promises of RecordStore (src/storage/record-store.ts), run against each backend. `open()` is
 * one process's view of the backend (a new call: another process on the same data).
 */
export function describeRecordStoreContract(name: string, open: () => RecordStoreFactory): void {
  describe(`${name} (record store contract)`, () => {
    let kind: RecordKind<Reminder>;
    let records: RecordStore<Reminder>;
    beforeEach(() => {
      kind = newReminderKind();
      records = open()(kind);
    });

    it("keeps each user's records apart, numbered apart; a user with none reads empty", async () => {
      expect((await addReminder(records, "device", 1)).value).toBe("1");
      expect((await addReminder(records, "alice's", 1, "alice")).value).toBe("1");
      expect((await addReminder(records, "alice's second", 1, "alice")).value).toBe("2");
      expect((await addReminder(records, "bob's", 1, "Bob Lee")).value).toBe("1");
      expect(texts((await records.read()).value.items)).toEqual(["device"]);
      expect(texts((await records.read({ userId: "alice" })).value.items)).toEqual(["alice's", "alice's second"]);
      expect(texts((await records.read({ userId: "Bob Lee" })).value.items)).toEqual(["bob's"]);
      expect((await records.read({ userId: "carol" })).value).toEqual({ lastId: 0, items: [] });
      // Another process sees the same.
      expect(texts((await open()(kind).read({ userId: "alice" })).value.items)).toEqual(["alice's", "alice's second"]);
    });

    it("never reuses a deleted record's number", async () => {
      await addReminder(records, "one", 1, "alice");
      await addReminder(records, "two", 1, "alice");
      await records.update((file) => ({ data: { ...file, items: file.items.filter((item) => item.id !== "2") }, result: undefined }), {
        userId: "alice",
      });
      expect((await addReminder(records, "three", 1, "alice")).value).toBe("3");
      expect((await records.read({ userId: "alice" })).value).toEqual({
        lastId: 3,
        items: [
          { id: "1", text: "one", due: 1, done: false },
          { id: "3", text: "three", due: 1, done: false },
        ],
      });
    });

    it("a change that throws rejects alone and changes nothing; data that would not read back is refused", async () => {
      await addReminder(records, "kept", 1);
      await expect(
        records.update((file) => {
          file.items.push({ id: "9", text: "half-made", due: 1, done: false });
          throw new Error("no");
        }),
      ).rejects.toThrow("no");
      await expect(
        records.update((file) => ({ data: { ...file, items: [...file.items, { id: "2", text: 42 } as unknown as Reminder] }, result: 0 })),
      ).rejects.toThrow("would not read back");
      expect((await records.read()).value).toEqual({ lastId: 1, items: [{ id: "1", text: "kept", due: 1, done: false }] });
      expect((await addReminder(records, "next", 1)).value).toBe("2");
    });

    it("a change whose signal aborts before it commits rejects with the reason and never happens", async () => {
      const controller = new AbortController();
      const reason = new Error("the turn timed out");
      const change = records.update(
        async (file) => {
          controller.abort(reason);
          return { data: addRecord(file, (id) => ({ id, text: "too late", due: 1, done: false })).file, result: undefined };
        },
        { userId: "alice", signal: controller.signal },
      );
      await expect(change).rejects.toBe(reason);
      await expect(records.update(() => ({ result: 1 }), { signal: controller.signal })).rejects.toBe(reason);
      expect((await records.read({ userId: "alice" })).value).toEqual({ lastId: 0, items: [] });
    });

    it("keeps every one of 100 concurrent adds over two processes' stores, with unique numbers", async () => {
      const other = open()(kind);
      const ids = await Promise.all(
        Array.from({ length: 100 }, (_, index) => addReminder(index % 2 ? records : other, `r${index}`, 1, "alice")),
      );
      expect(new Set(ids.map((id) => id.value)).size).toBe(100);
      const { value } = await records.read({ userId: "alice" });
      expect(value.lastId).toBe(100);
      expect(value.items.map((item) => Number(item.id)).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 100 }, (_, index) => index + 1),
      );
    });

    it("finds the next due record of every user, and claims each due record once, naming its user", async () => {
      await addReminder(records, "device soon", 100);
      await addReminder(records, "alice now", 50, "alice");
      await addReminder(records, "bob later", 500, "bob");
      expect(await records.nextDueAt()).toBe(50);
      const claimed = await records.claimDue(new Date(100), mark);
      expect(claimed.map(({ userId, item, dueAt }) => [userId ?? "(device)", item.text, item.done, dueAt]).sort()).toEqual([
        ["(device)", "device soon", true, 100],
        ["alice", "alice now", true, 50],
      ]);
      expect(await records.claimDue(new Date(100), mark)).toEqual([]);
      expect(await open()(kind).claimDue(new Date(100), mark)).toEqual([]);
      expect(await records.nextDueAt()).toBe(500);
      expect((await records.read({ userId: "alice" })).value.items).toEqual([{ id: "1", text: "alice now", due: 50, done: true }]);
    });

    it("two processes claiming at once claim each record once", async () => {
      for (let index = 0; index < 20; index++) await addReminder(records, `r${index}`, index, index % 2 ? "alice" : undefined);
      const [a, b] = await Promise.all([records.claimDue(new Date(100), mark), open()(kind).claimDue(new Date(100), mark)]);
      expect([...a, ...b].map(({ item }) => item.text).sort()).toEqual(Array.from({ length: 20 }, (_, index) => `r${index}`).sort());
      expect(await records.nextDueAt()).toBeUndefined();
    });

    it("refuses an empty user id rather than giving it the device's records", async () => {
      await addReminder(records, "device", 1);
      await expect(records.read({ userId: "" })).rejects.toThrow(RangeError);
    });
  });
}
