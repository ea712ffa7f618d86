import { DialogueGraph, ToolRegistry } from "../../../src/index";
import { prunePostgresSaver } from "../../../src/graph/checkpoints/prune-postgres-saver";
import { openPostgres, type PostgresBackends } from "../../../src/server/postgres/open-postgres";
import { describeWithPostgres } from "../../support/postgres-server";

describeWithPostgres("prunePostgresSaver", (postgres) => {
  let backends: PostgresBackends;
  let url: string;
  beforeAll(async () => {
    url = await postgres().createDatabase();
    backends = await openPostgres({ url });
  });
  afterAll(() => backends.close());
  const count = async (table: string, threadId: string) =>
    Number(
      (await postgres().query<{ count: string }>(`SELECT COUNT(*) AS count FROM ${table} WHERE thread_id = $1`, [threadId], url))[0]!.count,
    );

  it("keeps the newest checkpoints of a thread and the values they refer to, and the thread reads the same", async () => {
    const assistant = new DialogueGraph({
      model: null,
      registry: new ToolRegistry(),
      checkpointer: backends.checkpointer,
      durability: "async",
      pruneCheckpoints: false,
    });
    for (let turn = 1; turn <= 6; turn++) await assistant.invoke(`第${turn}句`, { threadId: "long" });
    await assistant.invoke("別的", { threadId: "other" });
    const read = async () =>
      ((await assistant.graph.getState({ configurable: { thread_id: "long" } })).values.messages as Array<{ content: string }>).map(
        (message) => message.content,
      );
    const before = await read();
    const otherRows = await count("checkpoints", "other");
    expect(await count("checkpoints", "long")).toBeGreaterThan(6);

    await prunePostgresSaver({ pool: backends.pool })("long", 2);

    expect(await count("checkpoints", "long")).toBe(2);
    expect(await read()).toEqual(before);
    expect(before).toHaveLength(12);
    expect(await count("checkpoints", "other")).toBe(otherRows);
    // Only the values the two kept checkpoints refer to remain.
    const blobs = await postgres().query<{ channel: string }>("SELECT channel FROM checkpoint_blobs WHERE thread_id = 'long'", [], url);
    expect(blobs.filter((blob) => blob.channel === "messages").length).toBeLessThanOrEqual(2);
    // The thread goes on after pruning.
    await assistant.invoke("第7句", { threadId: "long" });
    expect(await read()).toHaveLength(14);
  });

  it("is the pruner DialogueGraph picks for a PostgresSaver: a long thread keeps checkpointsPerThread", async () => {
    const assistant = new DialogueGraph({
      model: null,
      registry: new ToolRegistry(),
      checkpointer: backends.checkpointer,
      checkpointsPerThread: 3,
    });
    for (let turn = 1; turn <= 8; turn++) await assistant.invoke(`第${turn}句`, { threadId: "bounded" });
    await assistant.settle();
    expect(await count("checkpoints", "bounded")).toBeLessThanOrEqual(3);
    const state = await assistant.graph.getState({ configurable: { thread_id: "bounded" } });
    expect((state.values.messages as Array<{ content: string }>).at(-2)?.content).toBe("第8句");
  });
});
