import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chatOnce } from "./run-chat";

// A project whose checkpointer package cannot be loaded (vitest wraps the error, so the message is
// vitest's; a project without the package gets MissingPackageError's "npm install …").
vi.mock("@langchain/langgraph-checkpoint-sqlite", () => {
  throw Object.assign(new Error("Cannot find package '@langchain/langgraph-checkpoint-sqlite'"), { code: "ERR_MODULE_NOT_FOUND" });
});

describe("dialogue-graph chat without @langchain/langgraph-checkpoint-sqlite", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "cli-no-sqlite-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("still answers, and says on stderr what follow-ups across runs need", async () => {
    const run = await chatOnce(["現在幾點"], { DIALOGUE_GRAPH_DATA_DIR: dataDir });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^現在是/);
    expect(run.stderr).toContain("dialogue-graph: the conversation is kept only while this chat runs");
    expect(run.stderr).toContain("Follow-ups across runs need it.");
    expect(run.stderr.match(/Follow-ups across runs/g)).toHaveLength(1);
    expect(readdirSync(dataDir)).not.toContain("chat-threads.sqlite");
  }, 60_000);
});
