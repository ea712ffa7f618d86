import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ScriptedModelServer } from "../../src/testing";
import { chatOnce } from "./run-chat";

let dataDir: string;
let server: ScriptedModelServer;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "cli-fallback-"));
  server = await ScriptedModelServer.start();
});
afterEach(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await server.close();
});

describe("dialogue-graph chat --fallback-model", () => {
  it("answers with the fallback model when the model answers 500, on the same server", async () => {
    server.enqueue(
      { status: 500, errorBody: { error: { message: "upstream overloaded" } } },
      { content: "Why did the chicken cross the road?" },
    );
    const run = await chatOnce(["--model", "main-model", "--fallback-model", "backup-model", "tell me a joke"], {
      DIALOGUE_GRAPH_DATA_DIR: dataDir,
      OPENAI_BASE_URL: server.url,
      OPENAI_API_KEY: "test-key",
    });

    expect([run.code, run.stdout]).toEqual([0, "Why did the chicken cross the road?\n"]);
    expect(server.requests.map((request) => request.model)).toEqual(["main-model", "backup-model"]);
  }, 60_000);

  it("when the fallback fails too, stderr names the model that failed last", async () => {
    server.enqueue(
      { status: 500, errorBody: { error: { message: "upstream overloaded" } } },
      { status: 404, errorBody: { error: { message: "The model `backup-model` does not exist" } } },
    );
    const run = await chatOnce(["--model", "main-model", "--fallback-model", "backup-model", "tell me a joke"], {
      DIALOGUE_GRAPH_DATA_DIR: dataDir,
      OPENAI_BASE_URL: server.url,
      OPENAI_API_KEY: "test-key",
    });

    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`404 Not Found from ${server.url}: unknown model "backup-model"`);
  }, 60_000);

  it("is listed in the help, and refuses an empty name", async () => {
    const help = await chatOnce(["--help"], {});
    const empty = await chatOnce(["--fallback-model", " ", "hi"], {});

    expect(help.stdout).toContain("--fallback-model <name>");
    expect([empty.code, empty.stderr]).toEqual([2, expect.stringContaining("--fallback-model needs one model name")]);
  });
});
