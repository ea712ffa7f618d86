import { loadSettings } from "../../../src/index";
import { runServe, type RunningServe } from "../../../src/server/run-serve";
import { ScriptedModelServer, type ScriptedReply } from "../../../src/testing";
import { describeWithPostgres, PostgresServer } from "../../support/postgres-server";
import { AS_ALICE, body, readSse, TOKENS } from "../server-test-kit";

const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };

/** A model answer held back until `release()`, so the database can stop while the turn runs. */
function heldAnswer(reply: ScriptedReply): { step: () => Promise<ScriptedReply>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { step: async () => (await released, reply), release };
}

// A server of this file's own: the test stops it.
describeWithPostgres("serve when PostgreSQL stops", () => {
  let own: PostgresServer;
  let stopped = false;
  let model: ScriptedModelServer;
  let serve: RunningServe;
  const turn = (headers: Record<string, string>, text: string, stream: boolean) =>
    fetch(`${serve.server.url}/v1/threads/errands/turns`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json", ...headers },
      body: JSON.stringify({ text, stream }),
    });

  beforeAll(async () => {
    own = await PostgresServer.start();
    model = await ScriptedModelServer.start();
    const settings = loadSettings({
      env: {
        DATABASE_URL: await own.createDatabase(),
        DIALOGUE_GRAPH_TOKENS: TOKENS,
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: "test-key",
      },
      envFile: "",
    });
    serve = await runServe({ settings, port: 0, host: "127.0.0.1", quiet: true }, quiet);
  }, 120_000);
  afterAll(async () => {
    await serve?.close().catch(() => undefined);
    await model?.close();
    if (!stopped) await own?.stop();
  });

  it("a turn whose save fails ends with an error event and no turn-end; the next turn is 503 with Retry-After", async () => {
    model.enqueue({ content: "第一件辦好了。" });
    expect((await body(await turn({}, "請幫我處理這件事", false))).reply).toBe("第一件辦好了。");

    const held = heldAnswer({ content: "第二件也辦好了。" });
    model.enqueue(held.step);
    const streaming = turn({}, "請幫我再處理一件事", true);
    while (model.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await own.stop();
    stopped = true;
    held.release();
    const events = await readSse(await streaming);

    expect(events.map((event) => event.event)).not.toContain("turn-end");
    const error = events.find((event) => event.event === "error");
    expect(JSON.parse(error!.data)).toEqual({
      error: {
        message: "The database is not answering right now; send the request again in a moment.",
        type: "server_error",
        code: "database_unavailable",
        param: null,
      },
    });

    const next = await turn({}, "請幫我處理第三件事", false);
    expect(next.status).toBe(503);
    expect(next.headers.get("retry-after")).toBe("5");
    expect((await body(next)).error).toMatchObject({ code: "database_unavailable", type: "server_error" });
    const completion = await fetch(`${serve.server.url}/v1/chat/completions`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: JSON.stringify({ model: "dialogue-graph", stream: true, messages: [{ role: "user", content: "請幫我處理第四件事" }] }),
    });
    expect(completion.status).toBe(503);
    expect(completion.headers.get("retry-after")).toBe("5");
    const history = await fetch(`${serve.server.url}/v1/threads/errands/turns`, { headers: AS_ALICE });
    expect(history.status).toBe(503);
  });
});
