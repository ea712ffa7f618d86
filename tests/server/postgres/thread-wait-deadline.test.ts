import { Client } from "pg";
import { loadSettings } from "../../../src/index";
import { runServe, type RunningServe } from "../../../src/server/run-serve";
import { ScriptedModelServer } from "../../../src/testing";
import { describeWithPostgres } from "../../support/postgres-server";
import { AS_ALICE, body, TOKENS } from "../server-test-kit";

const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };

describeWithPostgres("serve: a turn waits for its thread only so long", (postgres) => {
  let model: ScriptedModelServer;
  let serve: RunningServe;
  let databaseUrl: string;
  const turn = (text: string, stream: boolean) =>
    fetch(`${serve.server.url}/v1/threads/kitchen/turns`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: JSON.stringify({ text, stream }),
    });

  beforeAll(async () => {
    model = await ScriptedModelServer.start();
    databaseUrl = await postgres().createDatabase();
    const settings = loadSettings({
      env: { DATABASE_URL: databaseUrl, DIALOGUE_GRAPH_TOKENS: TOKENS, OPENAI_BASE_URL: model.url, OPENAI_API_KEY: "test-key" },
      envFile: "",
    });
    serve = await runServe({ settings, port: 0, host: "127.0.0.1", quiet: true, threadWaitTimeoutMs: 500 }, quiet);
  }, 60_000);
  afterAll(async () => {
    await serve?.close();
    await model?.close();
  });

  it("a thread held by a worker that stopped answering gets 503 thread_busy with Retry-After, then works once freed", async () => {
    // What a worker stopped with SIGSTOP leaves: its session alive, holding alice's thread.
    const stoppedWorker = new Client({ connectionString: databaseUrl });
    await stoppedWorker.connect();
    try {
      await stoppedWorker.query("SELECT pg_advisory_lock(25703, hashtext('alice/kitchen'))");
      const started = performance.now();
      const busy = await turn("請幫我處理這件事", true);
      const waitedMs = performance.now() - started;

      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toBe("5");
      expect((await body(busy)).error).toEqual({
        message: "This thread has been busy with another turn for 500 ms; send the turn again in a moment.",
        type: "server_error",
        code: "thread_busy",
        param: null,
      });
      expect(waitedMs).toBeGreaterThanOrEqual(450);
      expect(model.requests).toHaveLength(0);

      await stoppedWorker.query("SELECT pg_advisory_unlock(25703, hashtext('alice/kitchen'))");
      model.enqueue({ content: "辦好了。" });
      expect((await body(await turn("請幫我處理這件事", false))).reply).toBe("辦好了。");
    } finally {
      await stoppedWorker.end();
    }
  });
});
