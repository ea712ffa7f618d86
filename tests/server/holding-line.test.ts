import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSettings } from "../../src/index";
import { runServe, type RunningServe } from "../../src/server/run-serve";
import { ScriptedModelServer } from "../../src/testing";
import { readSse } from "./server-test-kit";

const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };

// `dialogue-graph serve` as the command builds it, with DIALOGUE_GRAPH_HOLDING_LINE_MS set and a slow model.
describe("serve with DIALOGUE_GRAPH_HOLDING_LINE_MS", () => {
  let model: ScriptedModelServer;
  let serve: RunningServe;
  let dataDir: string;
  const url = (path: string) => `${serve.server.url}${path}`;
  const json = { "content-type": "application/json" };

  beforeAll(async () => {
    model = await ScriptedModelServer.start();
    model.latencyMs = 500;
    dataDir = mkdtempSync(join(tmpdir(), "holding-serve-"));
    const env = {
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: "test-key",
      OPENAI_MODEL: "scripted-model",
      DIALOGUE_GRAPH_DATA_DIR: dataDir,
      DIALOGUE_GRAPH_HOLDING_LINE_MS: "100",
    };
    serve = await runServe({ settings: loadSettings({ env, envFile: false }), port: 0, host: "127.0.0.1", quiet: true }, quiet);
  });
  afterAll(async () => {
    await serve?.close();
    await model?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("streams the holding line as a sentence marked holding, and keeps it out of the reply and the thread's turns", async () => {
    model.enqueue({ content: "你好！有什麼需要幫忙的嗎？" });
    const response = await fetch(url("/v1/threads/kitchen/turns"), {
      method: "POST",
      headers: { ...json, accept: "text/event-stream" },
      body: JSON.stringify({ text: "你好" }),
    });
    const events = await readSse(response);

    expect(events.slice(0, 2).map((event) => event.event)).toEqual(["turn-start", "sentence"]);
    expect(JSON.parse(events[1]!.data)).toEqual({ type: "sentence", text: "我查一下喔。", holding: true });
    const end = JSON.parse(events.at(-1)!.data) as { turn: { reply: string; holdingLine?: string } };
    expect(end.turn.reply).toBe("你好！有什麼需要幫忙的嗎？");
    expect(end.turn.holdingLine).toBe("我查一下喔。");
    const turns = await (await fetch(url("/v1/threads/kitchen/turns"))).text();
    expect(turns).toContain("有什麼需要幫忙的嗎");
    expect(turns).not.toContain("我查一下喔");
  });

  it("names it in the turn record a request without streaming receives", async () => {
    model.enqueue({ content: "現在是上午九點。" });
    const response = await fetch(url("/v1/threads/hall/turns"), {
      method: "POST",
      headers: json,
      body: JSON.stringify({ text: "跟我說說話", stream: false }),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ threadId: "hall", reply: "現在是上午九點。", holdingLine: "我查一下喔。" });
  });

  it("leaves the OpenAI-compatible stream without it: its content is the reply alone", async () => {
    model.enqueue({ content: "Hello! How can I help?" });
    const response = await fetch(url("/v1/chat/completions"), {
      method: "POST",
      headers: json,
      body: JSON.stringify({ model: "dialogue-graph", stream: true, messages: [{ role: "user", content: "Hello there" }] }),
    });
    const content = (await readSse(response))
      .filter((event) => event.data !== "[DONE]")
      .map((event) => (JSON.parse(event.data) as { choices: Array<{ delta: { content?: string } }> }).choices[0]?.delta.content ?? "")
      .join("");

    expect(content).toBe("Hello! How can I help?");
  });
});
