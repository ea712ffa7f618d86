import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { runCli } from "../../src/cli/run-cli";
import { openChat } from "./run-chat";

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

  it("rings once, in the language the user last spoke, and draws the prompt again after the ring", async () => {
    const chat = openChat({ DIALOGUE_GRAPH_DATA_DIR: dataDir });
    expect(chat.shown()).not.toContain("you>");
    chat.type("set a pizza timer for 1 second");
    await chat.waitFor("Pizza timer set for 1 second.");
    await chat.waitFor("⏰ Time's up! The pizza timer (1 second) is done.");
    await chat.waitFor("is done.\n\nyou> ");
    await new Promise((resolve) => setTimeout(resolve, 300));
    chat.type("exit");
    expect(await chat.exit).toBe(0);
    expect(chat.shown().match(/⏰/g)).toHaveLength(1);
  }, 60_000);

  it("prompts and marks local calls in the user's language", async () => {
    const chat = openChat({ DIALOGUE_GRAPH_DATA_DIR: dataDir });
    await chat.waitFor("你> ");
    chat.type("what is 2+3");
    await chat.waitFor("you> ");
    chat.type("exit");
    expect(await chat.exit).toBe(0);
    expect(chat.errors()).toMatch(/⚙ calculate .* \(local\)\n/);
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

describe("dialogue-graph chat with a model server that is down", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "cli-chat-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("says the fixed sentence, and on stderr what failed at which URL, and chats on", async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const url = `http://127.0.0.1:${port}/v1`;
    const chat = openChat({ DIALOGUE_GRAPH_DATA_DIR: dataDir, OPENAI_BASE_URL: url, OPENAI_API_KEY: "sk-test-secret-0123456789" });
    chat.type("tell me a joke");
    await chat.waitFor("Sorry, the language model is not answering right now. Please try again later.");
    chat.type("what is 1+2");
    await chat.waitFor("1+2 equals 3.");
    chat.type("exit");
    expect(await chat.exit).toBe(0);
    expect(chat.errors()).toContain(`dialogue-graph: the model failed: connection refused at ${url}`);
    expect(chat.errors()).not.toContain("secret");
  }, 60_000);
});

describe("dialogue-graph chat in an English terminal", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "cli-chat-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("prompts in English from the first line when LANG is English and no locale is set", async () => {
    const chat = openChat({ DIALOGUE_GRAPH_DATA_DIR: dataDir, LANG: "en_US.UTF-8" });
    await chat.waitFor("Type exit or press Ctrl-D to quit.\n\nyou> ");
    chat.type("1+2");
    await chat.waitFor("1+2 equals 3.");
    chat.type("exit");
    expect(await chat.exit).toBe(0);
  }, 60_000);

  it("keeps DIALOGUE_GRAPH_LOCALE over LANG", async () => {
    const chat = openChat({ DIALOGUE_GRAPH_DATA_DIR: dataDir, LANG: "en_US.UTF-8", DIALOGUE_GRAPH_LOCALE: "zh-CN" });
    await chat.waitFor("输入 exit 或按 Ctrl-D 结束。\n\n你> ");
    chat.type("exit");
    expect(await chat.exit).toBe(0);
  }, 60_000);
});
