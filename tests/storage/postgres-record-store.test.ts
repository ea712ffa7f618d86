import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { Pool } from "pg";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import {
  DialogueGraph,
  POSTGRES_RECORDS_SCHEMA,
  PostgresRecordStore,
  createDefaultRegistry,
  loadSettings,
  postgresRecordStores,
} from "../../src/index";
import { describeWithPostgres } from "../support/postgres-server";
import { bundleWorker } from "../support/bundle-worker";
import { addReminder, describeRecordStoreContract, newReminderKind } from "./record-store-contract";

// Starts a worker process and resolves once it is ready; `go()` lets it run and resolves when it is done.
async function startWorker(url: string, kind: string, adds: number): Promise<{ go: () => Promise<void> }> {
  const worker = await bundleWorker(join(__dirname, "postgres-concurrent-adds-worker.ts"));
  const child = spawn(process.execPath, [worker, url, kind, String(adds)], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}: ${stderr}`))));
  });
  await Promise.race([once(child.stdout, "data"), exited]);
  return { go: () => (child.stdin.end("go\n"), exited) };
}

describeWithPostgres("PostgresRecordStore", (postgres) => {
  let url: string;
  const pools: Pool[] = [];
  // Each call is one process's pool on the same database.
  const openPool = () => {
    const pool = new Pool({ connectionString: url, max: 4 });
    pools.push(pool);
    return pool;
  };
  beforeAll(async () => {
    url = await postgres().createDatabase();
    await postgres().query(POSTGRES_RECORDS_SCHEMA, [], url);
  });
  afterAll(() => Promise.all(pools.map((pool) => pool.end())));

  describeRecordStoreContract("PostgresRecordStore", () => postgresRecordStores(openPool()));

  const rows = (kind: string) =>
    postgres().query(
      "SELECT user_id, last_id::int, items, next_due_at::int FROM dialogue_records WHERE kind = $1 ORDER BY user_id",
      [kind],
      url,
    );

  it("keeps a user's records in one row of their own, with the last number and the soonest due time", async () => {
    const kind = newReminderKind();
    const store = new PostgresRecordStore({ kind, pool: openPool() });
    await addReminder(store, "device", 300);
    await addReminder(store, "first", 200, "alice");
    await addReminder(store, "second", 100, "alice");
    await store.update((file) => ({ data: { ...file, items: file.items.filter((item) => item.id !== "2") }, result: undefined }), {
      userId: "alice",
    });
    expect(await rows(kind.name)).toEqual([
      { user_id: "", last_id: 1, items: [{ id: "1", text: "device", due: 300, done: false }], next_due_at: 300 },
      { user_id: "alice", last_id: 2, items: [{ id: "1", text: "first", due: 200, done: false }], next_due_at: 200 },
    ]);
  });

  it("keeps every add of two processes adding to one user at once", async () => {
    const kind = newReminderKind();
    const workers = await Promise.all([1, 2].map(() => startWorker(url, kind.name, 100)));
    await Promise.all(workers.map((worker) => worker.go()));
    const { value } = await new PostgresRecordStore({ kind, pool: openPool() }).read({ userId: "alice" });
    expect(value.lastId).toBe(200);
    expect(new Set(value.items.map((item) => item.id)).size).toBe(200);
    expect(new Set(value.items.map((item) => item.text.split(":")[0])).size).toBe(2);
  }, 60_000);

  it("a change waiting for another process's hold on the row rejects the moment its signal aborts, and never happens", async () => {
    const kind = newReminderKind();
    const store = new PostgresRecordStore({ kind, pool: openPool() });
    await addReminder(store, "first", 1, "alice");
    const holder = await openPool().connect();
    await holder.query("BEGIN");
    await holder.query("SELECT 1 FROM dialogue_records WHERE kind = $1 AND user_id = 'alice' FOR UPDATE", [kind.name]);
    const controller = new AbortController();
    const waiting = addReminderWith(store, controller.signal);
    // Abort only once the change is waiting for the row.
    while (
      (
        await postgres().query(
          "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'",
          [],
          url,
        )
      ).length === 0
    )
      await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort(new Error("timed out"));
    await expect(waiting).rejects.toThrow("timed out");
    await holder.query("COMMIT");
    holder.release();
    // The abandoned change has rolled back once the row is free: the next add takes number 2.
    expect((await addReminder(store, "second", 1, "alice")).value).toBe("2");
    expect((await store.read({ userId: "alice" })).value.items.map((item) => item.text)).toEqual(["first", "second"]);
  });

  it("sets aside records that no longer fit, says so, and keeps the others", async () => {
    const kind = newReminderKind();
    const pool = openPool();
    await pool.query("INSERT INTO dialogue_records (kind, user_id, last_id, items) VALUES ($1, 'alice', 2, $2::json)", [
      kind.name,
      JSON.stringify([
        { id: "1", text: "good", due: 5 },
        { id: "2", text: 42 },
      ]),
    ]);
    const { value, recovered } = await new PostgresRecordStore({ kind, pool }).read({ userId: "alice" });
    expect(value).toEqual({ lastId: 2, items: [{ id: "1", text: "good", due: 5, done: false }] });
    expect(recovered).toEqual([expect.objectContaining({ reason: "unexpected shape at items.1.text (invalid_type)", records: 1 })]);
    expect(await postgres().query("SELECT user_id, items FROM dialogue_records_set_aside WHERE kind = $1", [kind.name], url)).toEqual([
      { user_id: "alice", items: [{ id: "2", text: 42 }] },
    ]);
    expect((await rows(kind.name))[0]).toMatchObject({ items: [{ id: "1", text: "good", due: 5, done: false }], next_due_at: 5 });
  });

  it("keeps a memo with a NUL character as it was given", async () => {
    const kind = newReminderKind();
    const store = new PostgresRecordStore({ kind, pool: openPool() });
    await addReminder(store, "a\u0000b 你好", 1, "alice");
    expect((await store.read({ userId: "alice" })).value.items[0]?.text).toBe("a\u0000b 你好");
  });

  it("speaks a failing database as the alarms out of reach: no file, no SQL, no table name", async () => {
    // A database without the records' table: every query fails with PostgreSQL's own error.
    const empty = await postgres().createDatabase();
    const pool = new Pool({ connectionString: empty, max: 1 });
    pools.push(pool);
    const dataDir = mkdtempSync(join(tmpdir(), "pg-unreachable-"));
    try {
      const settings = loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: dataDir }, envFile: false });
      const registry = createDefaultRegistry({ settings, recordStores: postgresRecordStores(pool) });
      const assistant = new DialogueGraph({ settings, registry, model: null });
      const turn = await assistant.invoke("明天早上七點叫我起床", { threadId: "zh" });
      expect(turn.reply).toBe("鬧鐘資料暫時無法讀寫，請稍後再試。");
      expect(turn.toolCalls[0]).toMatchObject({ name: "set_alarm", result: { success: false, error: { code: "BACKEND_ERROR" } } });
      expect((await assistant.invoke("list my memos", { threadId: "en" })).reply).toBe(
        "I couldn't reach your memos; please try again shortly.",
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function addReminderWith(store: PostgresRecordStore<{ id: string; text: string; due: number; done: boolean }>, signal: AbortSignal) {
  return store.update(
    (file) => ({
      data: { lastId: file.lastId + 1, items: [...file.items, { id: String(file.lastId + 1), text: "aborted", due: 1, done: false }] },
      result: undefined,
    }),
    { userId: "alice", signal },
  );
}
