import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSettings } from "../../src/index";
import { runServe, type RunningServe } from "../../src/server/run-serve";
import { ScriptedModelServer } from "../../src/testing";
import { AS_ALICE, readSse, TOKENS } from "./server-test-kit";

const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };

describe("what clients receive names no server path", () => {
  let dataDir: string;
  let model: ScriptedModelServer;
  let serve: RunningServe;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "serve-paths-"));
    model = await ScriptedModelServer.start();
    const settings = loadSettings({
      env: { DIALOGUE_GRAPH_DATA_DIR: dataDir, DIALOGUE_GRAPH_TOKENS: TOKENS, OPENAI_BASE_URL: model.url, OPENAI_API_KEY: "test-key" },
      envFile: "",
    });
    serve = await runServe({ settings, port: 0, quiet: true }, quiet);
  });
  afterAll(async () => {
    await serve?.close();
    await model?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a damaged alarm file set aside is named by its file name only, in the events and the turn record", async () => {
    mkdirSync(join(dataDir, "users", "alice"), { recursive: true });
    writeFileSync(join(dataDir, "users", "alice", "alarms.json"), "{ not json");
    model.enqueue({ toolCalls: [{ name: "list_alarms", arguments: {} }] }, { content: "鬧鐘檔案壞了，已經另存。" });

    const response = await fetch(`${serve.server.url}/v1/threads/kitchen/turns`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: JSON.stringify({ text: "請幫我處理這件事" }),
    });
    const events = await readSse(response);
    const sent = events.map((event) => event.data).join("\n");
    const end = JSON.parse(events.find((event) => event.event === "turn-end")!.data) as {
      turn: { toolCalls: Array<{ result: { data: { recovered: Array<{ filePath: string; movedTo: string }> } } }> };
    };

    expect(sent).not.toContain(dataDir);
    expect(end.turn.toolCalls[0]!.result.data.recovered).toEqual([
      expect.objectContaining({ filePath: "alarms.json", movedTo: expect.stringMatching(/^alarms\.json\.corrupt-[\dT-]+Z$/) }),
    ]);
  });
});
