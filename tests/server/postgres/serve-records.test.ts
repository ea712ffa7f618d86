import { loadSettings } from "../../../src/index";
import { runServe, type RunningServe } from "../../../src/server/run-serve";
import { ScriptedModelServer } from "../../../src/testing";
import { describeWithPostgres } from "../../support/postgres-server";
import { AS_ALICE, AS_BOB, body, TOKENS } from "../server-test-kit";

const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };

/** An open GET /v1/events stream and the events it has said so far. */
async function listen(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${url}/v1/events`, { headers, signal: controller.signal });
  const reader = response.body!.getReader();
  let text = "";
  const read = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    } catch {
      // Aborted by the test.
    }
  })();
  while (!text.includes(": listening")) await new Promise((resolve) => setTimeout(resolve, 10));
  const events = () =>
    [...text.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((match) => ({
      type: match[1],
      ...(JSON.parse(match[2]!) as { text: string; data: { name: string } }),
    }));
  return { events, stop: async () => (controller.abort(), read) };
}

// Two servers on one database, as two workers (or two machines) of `dialogue-graph serve` are.
describeWithPostgres("dialogue-graph serve keeps alarms, memos and timers in PostgreSQL", (postgres) => {
  let model: ScriptedModelServer;
  let databaseUrl: string;
  let workers: RunningServe[];
  const turn = (worker: RunningServe, headers: Record<string, string>, text: string) =>
    fetch(`${worker.server.url}/v1/threads/errands/turns`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ text, stream: false }),
    }).then(body);

  beforeAll(async () => {
    model = await ScriptedModelServer.start();
    databaseUrl = await postgres().createDatabase();
    const settings = loadSettings({
      env: { DATABASE_URL: databaseUrl, DIALOGUE_GRAPH_TOKENS: TOKENS, OPENAI_BASE_URL: model.url, OPENAI_API_KEY: "test-key" },
      envFile: "",
    });
    workers = [];
    for (let index = 0; index < 2; index++) workers.push(await runServe({ settings, port: 0, host: "127.0.0.1", quiet: true }, quiet));
  }, 60_000);
  afterAll(async () => {
    await Promise.all((workers ?? []).map((worker) => worker.close()));
    await model.close();
  });

  it("a memo alice adds on one worker is hers on the other, stored in her own row; bob sees none of it", async () => {
    model.enqueue({ toolCalls: [{ name: "add_memo", arguments: { content: "週五要繳電費" } }] }, { content: "記好了。" });
    expect((await turn(workers[0]!, AS_ALICE, "請幫我處理這件事")).reply).toBe("記好了。");

    model.enqueue({ toolCalls: [{ name: "list_memos", arguments: {} }] }, { content: "沒有備忘錄。" });
    await turn(workers[1]!, AS_BOB, "請幫我處理這件事");
    const bobSaw = model.requests.at(-1)!.messages.find((message) => message.role === "tool")!.content;
    expect(bobSaw).not.toContain("電費");

    model.enqueue({ toolCalls: [{ name: "list_memos", arguments: {} }] }, { content: "有一則。" });
    await turn(workers[1]!, AS_ALICE, "請幫我再處理一件事");
    expect(
      model.requests
        .at(-1)!
        .messages.filter((message) => message.role === "tool")
        .at(-1)!.content,
    ).toContain("週五要繳電費");

    const rows = await postgres().query("SELECT user_id, last_id::int, items FROM dialogue_records WHERE kind = 'memos'", [], databaseUrl);
    expect(rows).toEqual([{ user_id: "alice", last_id: 1, items: [expect.objectContaining({ id: "1", content: "週五要繳電費" })] }]);
  }, 60_000);

  it("a timer set on one worker rings once, to its user's event streams on every worker", async () => {
    const streams = await Promise.all([
      listen(workers[0]!.server.url, AS_ALICE),
      listen(workers[1]!.server.url, AS_ALICE),
      listen(workers[1]!.server.url, AS_BOB),
    ]);
    model.enqueue({ toolCalls: [{ name: "set_timer", arguments: { seconds: 1, name: "泡茶" } }] }, { content: "計時開始。" });
    // Said so that the local route leaves it to the model (「請幫我計時」 alone is asked back: how long?).
    expect((await turn(workers[0]!, AS_ALICE, "幫我顧一下泡茶的時間")).reply).toBe("計時開始。");

    while (streams[0]!.events().length === 0 || streams[1]!.events().length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    // Both schedulers look again: the timer was claimed once and does not ring a second time.
    await Promise.all(workers.map((worker) => worker.scheduler.refresh()));
    const [first, second, bob] = streams.map((stream) => stream.events());
    expect(first).toEqual([expect.objectContaining({ type: "timer", data: expect.objectContaining({ name: "泡茶", fired: true }) })]);
    expect(first![0]!.text).toContain("泡茶");
    expect(second).toEqual(first);
    expect(bob).toEqual([]);
    const [row] = await postgres().query<{ items: Array<{ fired: boolean }> }>(
      "SELECT items FROM dialogue_records WHERE kind = 'timers' AND user_id = 'alice'",
      [],
      databaseUrl,
    );
    expect(row!.items.map((timer) => timer.fired)).toEqual([true]);
    await Promise.all(streams.map((stream) => stream.stop()));
  }, 60_000);
});
