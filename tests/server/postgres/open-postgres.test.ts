import { DialogueGraph, ToolRegistry } from "../../../src/index";
import { Client } from "pg";
import { openPostgres } from "../../../src/server/postgres/open-postgres";
import { oneQueryAtATime } from "../../../src/server/postgres/postgres-session";
import { describeWithPostgres, PostgresServer } from "../../support/postgres-server";
import { startTestServer } from "../server-test-kit";

describeWithPostgres("openPostgres", (postgres) => {
  it("migrates once on start, also when several processes start together", async () => {
    const url = await postgres().createDatabase();
    const opened = await Promise.all([openPostgres({ url }), openPostgres({ url }), openPostgres({ url })]);
    try {
      const migrations = await postgres().query<{ name: string }>("SELECT name FROM dialogue_graph_migrations", [], url);
      const tables = await postgres().query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
        [],
        url,
      );
      expect(migrations).toEqual([{ name: "001-finance" }, { name: "002-records" }]);
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining([
          "checkpoints",
          "checkpoint_writes",
          "dialogue_graph_migrations",
          "dialogue_records",
          "dialogue_records_set_aside",
          "finance_transactions",
        ]),
      );
      await expect(opened[0]!.healthCheck()).resolves.toBeUndefined();
    } finally {
      await Promise.all(opened.map((backends) => backends.close()));
    }
  });

  it("takes and frees the locks of 50 threads at once on its one session", async () => {
    const url = await postgres().createDatabase();
    const backends = await openPostgres({ url });
    try {
      const leases = await Promise.all(Array.from({ length: 50 }, (_, index) => backends.threadLock.acquire(`thread-${index}`)));
      const held = () =>
        postgres().query<{ count: string }>(
          "SELECT count(*)::text AS count FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
          [],
          url,
        );
      expect(await held()).toEqual([{ count: "50" }]);
      await Promise.all(leases.map(async (lease) => lease.release()));
      expect(await held()).toEqual([{ count: "0" }]);
    } finally {
      await backends.close();
    }
  });

  it("oneQueryAtATime sends a session's queries one after another (pg deprecates queuing them), in order, past a failed one", async () => {
    const client = new Client({ connectionString: await postgres().createDatabase() });
    await client.connect();
    let running = 0;
    let most = 0;
    const counted = {
      query: async (text: string, params?: unknown[]) => {
        most = Math.max(most, ++running);
        try {
          return await client.query(text, params);
        } finally {
          running--;
        }
      },
      on: () => counted,
      end: () => client.end(),
    };
    const session = oneQueryAtATime(counted);
    try {
      const answers = await Promise.allSettled(
        Array.from({ length: 30 }, (_, index) =>
          session.query(index === 3 ? "SELECT nonsense" : "SELECT $1::int AS n", index === 3 ? [] : [index]),
        ),
      );
      expect(most).toBe(1);
      expect(answers[3]!.status).toBe("rejected");
      expect(
        answers
          .filter((answer) => answer.status === "fulfilled")
          .map((answer) => (answer as PromiseFulfilledResult<{ rows: Array<{ n: number }> }>).value.rows[0]!.n),
      ).toEqual(Array.from({ length: 30 }, (_, index) => index).filter((index) => index !== 3));
    } finally {
      await session.end();
    }
  });

  it("survives a connection lost while a transaction holds it (the database restarting): that call fails, the next succeeds", async () => {
    const url = await postgres().createDatabase();
    const backends = await openPostgres({ url });
    try {
      const held = await backends.pool.connect();
      const [{ pid }] = (await held.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows as [{ pid: number }];
      await postgres().query("SELECT pg_terminate_backend($1)", [pid], url);
      await expect(held.query("SELECT 1")).rejects.toThrow();
      held.release(true);
      expect((await backends.pool.query<{ one: number }>("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await backends.close();
    }
  });

  it("keeps conversations in PostgreSQL: a new process continues the thread", async () => {
    const url = await postgres().createDatabase();
    const first = await openPostgres({ url });
    await new DialogueGraph({ model: null, registry: new ToolRegistry(), checkpointer: first.checkpointer }).invoke("你好", {
      threadId: "kitchen",
    });
    await first.close();

    const second = await openPostgres({ url });
    try {
      const state = await new DialogueGraph({
        model: null,
        registry: new ToolRegistry(),
        checkpointer: second.checkpointer,
      }).graph.getState({ configurable: { thread_id: "kitchen" } });
      expect((state.values.messages as Array<{ content: string }>)[0]?.content).toBe("你好");
    } finally {
      await second.close();
    }
  });

  it("fails with the connection's error when the database cannot be reached", async () => {
    await expect(openPostgres({ url: `postgres://postgres@127.0.0.1:${postgres().port}/no_such_database` })).rejects.toThrow(
      'database "no_such_database" does not exist',
    );
  });

  it("makes GET /healthz answer 503 once the database is gone, without hanging, and warns the operator", async () => {
    const own = await PostgresServer.start();
    const backends = await openPostgres({ url: await own.createDatabase() });
    const test = await startTestServer({ healthCheck: backends.healthCheck });
    // The warnings the operator reads on stderr, kept here instead of printed amid the test output.
    const emitWarning = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
    const warnings: string[] = [];
    try {
      expect((await fetch(`${test.url}/healthz`)).status).toBe(200);
      await own.stop();
      const down = await fetch(`${test.url}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable", turns: 0 });
    } finally {
      await test.close();
      await backends.close().catch(() => undefined);
      warnings.push(...emitWarning.mock.calls.map((call) => String(call[0])));
      emitWarning.mockRestore();
    }
    expect(warnings).toContainEqual(expect.stringMatching(/^Health check failed: connect ECONNREFUSED 127\.0\.0\.1:\d+$/));
    for (const warning of warnings) expect(warning).toMatch(/^(?:PostgreSQL connection lost|Health check failed): /);
  });
});
