import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { openChatCheckpointer } from "../../src/cli/open-chat-checkpointer";
import { MissingPackageError } from "../../src/index";

describe("the chat's threads without @langchain/langgraph-checkpoint-sqlite", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "cli-no-sqlite-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("stay in memory, and stderr says once what follow-ups across runs need", async () => {
    const stderr = new PassThrough().setEncoding("utf8");
    const io = { stdin: new PassThrough(), stdout: new PassThrough(), stderr, env: {} };
    // What createSqliteCheckpointer throws in a project without the package.
    const missing = async (): Promise<never> => {
      throw new MissingPackageError(
        "@langchain/langgraph-checkpoint-sqlite",
        "npm install @langchain/langgraph-checkpoint-sqlite",
        "The optional package @langchain/langgraph-checkpoint-sqlite (for createSqliteCheckpointer) is not installed.",
      );
    };

    const checkpointer = await openChatCheckpointer(dataDir, io, missing);

    expect(checkpointer).toBeUndefined();
    expect(stderr.read()).toBe(
      "dialogue-graph: the conversation is kept only while this chat runs: @langchain/langgraph-checkpoint-sqlite is not installed " +
        "(npm install @langchain/langgraph-checkpoint-sqlite). Follow-ups across runs need it.\n",
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("are kept in chat-threads.sqlite in the data folder when the package is there", async () => {
    const io = { stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough(), env: {} };
    const checkpointer = await openChatCheckpointer(join(dataDir, "new-folder"), io);
    expect(checkpointer).toBeDefined();
    expect(readdirSync(join(dataDir, "new-folder"))).toContain("chat-threads.sqlite");
  });
});
