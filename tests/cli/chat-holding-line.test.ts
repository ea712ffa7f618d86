import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ScriptedModelServer } from "../../src/testing";
import { chatOnce } from "./run-chat";

describe("dialogue-graph chat with DIALOGUE_GRAPH_HOLDING_LINE_MS and a slow model", () => {
  let dataDir: string;
  let server: ScriptedModelServer;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "cli-holding-"));
    server = await ScriptedModelServer.start();
  });
  afterEach(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the holding line on stderr, and stdout carries the reply alone", async () => {
    server.latencyMs = 500;
    server.enqueue({ content: "Why did the chicken cross the road?" });
    const env = { DIALOGUE_GRAPH_DATA_DIR: dataDir, OPENAI_BASE_URL: server.url, OPENAI_API_KEY: "test-key" };

    const run = await chatOnce(["tell me a joke"], { ...env, DIALOGUE_GRAPH_HOLDING_LINE_MS: "100" });

    expect(run.code).toBe(0);
    expect(run.stderr).toContain("  One moment.\n");
    expect(run.stdout).toBe("Why did the chicken cross the road?\n");
    expect(JSON.stringify(server.requests)).not.toContain("One moment");
  }, 30_000);

  it("says nothing of the kind without it", async () => {
    server.latencyMs = 500;
    const run = await chatOnce(["tell me a joke"], { DIALOGUE_GRAPH_DATA_DIR: dataDir, OPENAI_BASE_URL: server.url, OPENAI_API_KEY: "k" });

    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain("One moment");
  }, 30_000);
});
