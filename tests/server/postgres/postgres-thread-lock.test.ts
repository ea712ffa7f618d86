import { Client } from "pg";
import { DialogueGraph, ToolRegistry } from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";
import { openPostgres, type PostgresBackends } from "../../../src/server/postgres/open-postgres";
import type { PostgresSession } from "../../../src/server/postgres/postgres-session";
import { PostgresThreadLock } from "../../../src/server/postgres/postgres-thread-lock";
import { describeWithPostgres } from "../../support/postgres-server";

describeWithPostgres("PostgresThreadLock", (postgres) => {
  let url: string;
  beforeAll(async () => {
    url = await postgres().createDatabase();
  });
  const lockOn = () =>
    new PostgresThreadLock({
      connect: async () => {
        const client = new Client({ connectionString: url });
        await client.connect();
        return client as unknown as PostgresSession;
      },
    });

  it("holds a thread across processes: another waits for it, then gets it", async () => {
    const [first, second] = [lockOn(), lockOn()];
    try {
      const held = await first.acquire("kitchen");
      expect(await second.tryAcquire("kitchen")).toBeNull();
      const otherThread = await second.tryAcquire("bedroom");
      expect(otherThread).not.toBeNull();
      const order: string[] = [];
      const waiting = second.acquire("kitchen").then((lease) => (order.push("second has it"), lease));
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push("first releases");
      await held.release();
      await (await waiting).release();
      await otherThread!.release();
      expect(order).toEqual(["first releases", "second has it"]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("gives up waiting when the turn's signal aborts", async () => {
    const [first, second] = [lockOn(), lockOn()];
    try {
      const held = await first.acquire("kitchen");
      const controller = new AbortController();
      const waiting = second.acquire("kitchen", { signal: controller.signal });
      controller.abort(new Error("the user left"));
      await expect(waiting).rejects.toThrow("the user left");
      await held.release();
      await (await second.acquire("kitchen")).release();
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("frees the threads of a process whose connection is gone", async () => {
    const [first, second] = [lockOn(), lockOn()];
    try {
      await first.acquire("kitchen");
      await first.close();
      const lease = await second.acquire("kitchen");
      await lease.release();
    } finally {
      await second.close();
    }
  });

  describe("20 concurrent turns on one thread, spread over two processes' assistants", () => {
    let model: ScriptedModelServer;
    let backends: PostgresBackends[];
    beforeAll(async () => {
      model = await ScriptedModelServer.start();
      const lastUser = (messages: Array<{ role: string; content: string | null }>) =>
        messages.filter((message) => message.role === "user").at(-1)?.content;
      model.fallback = (request) => ({ content: `回覆${lastUser(request.messages)}`, delayMs: 20 });
      backends = await Promise.all([openPostgres({ url }), openPostgres({ url })]);
    });
    afterAll(async () => {
      await Promise.all(backends.map((backend) => backend.close()));
      await model.close();
    });

    it("keeps all 40 messages, each reply after its own question, each turn seeing the ones before", async () => {
      const assistants = backends.map(
        ({ checkpointer, threadLock }) =>
          new DialogueGraph({ model: model.model(), registry: new ToolRegistry(), checkpointer, threadLock, localIntents: false }),
      );
      const turns = await Promise.all(
        Array.from({ length: 20 }, (_, index) => assistants[index % 2]!.invoke(`第${index + 1}句`, { threadId: "shared" })),
      );

      expect(turns.every((turn, index) => turn.reply === `回覆第${index + 1}句`)).toBe(true);
      const state = await assistants[0]!.graph.getState({ configurable: { thread_id: "shared" } });
      const messages = (state.values.messages as Array<{ content: string }>).map((message) => message.content);
      expect(messages).toHaveLength(40);
      for (let pair = 0; pair < 20; pair++) expect(messages[pair * 2 + 1]).toBe(`回覆${messages[pair * 2]}`);
      // Each model request carried the whole thread so far: no turn ran on a stale copy.
      const seen = model.requests
        .map((request) => request.messages.filter((message) => message.role !== "system").length)
        .sort((a, b) => a - b);
      expect(seen).toEqual(Array.from({ length: 20 }, (_, index) => index * 2 + 1));
    });
  });
});
