import { DialogueGraph, ToolRegistry } from "../../../src/index";
import { openPostgres } from "../../../src/server/postgres/open-postgres";
import { describeWithPostgres, PostgresServer } from "../../support/postgres-server";
import { startTestServer } from "../server-test-kit";

describeWithPostgres("openPostgres", (postgres) => {
  it("migrates once on start, also when several processes start together", async () => {
    const url = await postgres().createDatabase();
    const opened = await Promise.all([openPostgres({ url }), openPostgres({ url }), openPostgres({ url })]);
    try {
      const migrations = await postgres().query<{ name: string }>("SELECT name FROM dialogue_graph_migrations", [], url);
      const tables = await postgres().query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename", [], url);
      expect(migrations).toEqual([{ name: "001-finance" }, { name: "002-records" }]);
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(["checkpoints", "checkpoint_writes", "dialogue_graph_migrations", "dialogue_records", "dialogue_records_set_aside", "finance_transactions"]));
      await expect(opened[0]!.healthCheck()).resolves.toBeUndefined();
    } finally {
      await Promise.all(opened.map((backends) => backends.close()));
    }
  });

  it("keeps conversations in PostgreSQL: a new process continues the thread", async () => {
    const url = await postgres().createDatabase();
    const first = await openPostgres({ url });
    await new DialogueGraph({ model: null, registry: new ToolRegistry(), checkpointer: first.checkpointer }).invoke("你好", { threadId: "kitchen" });
    await first.close();

    const second = await openPostgres({ url });
    try {
      const state = await new DialogueGraph({ model: null, registry: new ToolRegistry(), checkpointer: second.checkpointer }).graph.getState({ configurable: { thread_id: "kitchen" } });
      expect((state.values.messages as Array<{ content: string }>)[0]?.content).toBe("你好");
    } finally {
      await second.close();
    }
  });

  it("fails with the connection's error when the database cannot be reached", async () => {
    await expect(openPostgres({ url: `postgres://postgres@127.0.0.1:${postgres().port}/no_such_database` })).rejects.toThrow('database "no_such_database" does not exist');
  });

  it("makes GET /healthz answer 503 once the database is gone, without hanging", async () => {
    const own = await PostgresServer.start();
    const backends = await openPostgres({ url: await own.createDatabase() });
    const test = await startTestServer({ healthCheck: backends.healthCheck });
    try {
      expect((await fetch(`${test.url}/healthz`)).status).toBe(200);
      await own.stop();
      const down = await fetch(`${test.url}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable", turns: 0 });
    } finally {
      await test.close();
      await backends.close().catch(() => undefined);
    }
  });
});
