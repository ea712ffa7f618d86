import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { runCli } from "../../src/cli/run-cli";

// `dialogue-graph chat` as a user types into it: lines on stdin, the replies and what rings on stdout.
function openChat(env: Record<string, string>) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let shown = "";
  stdout.setEncoding("utf8").on("data", (chunk: string) => (shown += chunk));
  stderr.resume();
  const exit = runCli(["chat"], { stdin, stdout, stderr, env });
  return {
    exit,
    type: (line: string) => stdin.write(`${line}\n`),
    shown: () => shown,
    /** Resolves once the chat has shown `text` (the test's timeout fails it otherwise). */
    async waitFor(text: string): Promise<void> {
      while (!shown.includes(text)) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

describe("dialogue-graph chat", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "cli-chat-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("rings a countdown timer set in the chat, in the chat's language", async () => {
    const chat = openChat({ DIALOGUE_GRAPH_DATA_DIR: dataDir, DIALOGUE_GRAPH_LOCALE: "en" });
    chat.type("set a pizza timer for 1 second");
    await chat.waitFor("Pizza timer set for 1 second.");
    await chat.waitFor("⏰ Time's up! The pizza timer (1 second) is done.");
    chat.type("exit");
    expect(await chat.exit).toBe(0);
  }, 60_000);

  it("rings a timer in Traditional Chinese by default", async () => {
    const chat = openChat({ DIALOGUE_GRAPH_DATA_DIR: dataDir });
    chat.type("倒數一秒");
    await chat.waitFor("計時 1 秒，開始。");
    await chat.waitFor("⏰ 時間到了！計時器（1 秒）。");
    chat.type("exit");
    expect(await chat.exit).toBe(0);
  }, 60_000);
});

describe("dialogue-graph --version", () => {
  it("prints the package's version", async () => {
    const { version } = (await import("../../package.json")) as { version: string };
    for (const flag of ["--version", "-v"]) {
      const stdout = new PassThrough().setEncoding("utf8");
      const code = await runCli([flag], { stdin: new PassThrough(), stdout, stderr: new PassThrough(), env: {} });
      expect([code, stdout.read()]).toEqual([0, `${version}\n`]);
    }
  });
});
