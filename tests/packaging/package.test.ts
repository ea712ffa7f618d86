import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { FixtureServer, readJsonFixture } from "../support/fixture-server";
import { commonJsConsumerScript, esmConsumerScript } from "./consumer-script";
import { createConsumer } from "./create-consumer";
import { readmeImports, writeReadmeSnippets } from "./write-readme-snippets";
import { packLibrary } from "./pack-library";

// The library as users get it: packed once (built once), installed into fresh projects outside the
// repository, run by Node from ESM and from CommonJS, with and without its optional packages.
function text(stream: NodeJS.ReadableStream | null): Promise<string> {
  return new Promise((done) => {
    let collected = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => (collected += chunk));
    stream?.on("end", () => done(collected));
  });
}

interface Answer {
  reply: string;
  tool?: string;
  success?: boolean;
  modelCalls: number;
}
interface ConsumerOutput {
  time: Answer;
  simplified: Answer;
  rate: Answer;
  stock: Answer;
  finance: Answer;
  checkpointer: { saved?: boolean; error?: string; installCommand?: string };
  model: { reply: string; args: unknown; offered: string[] };
  defaultModel: { reply: string; modelCalls: number; model?: string };
}

// GBK bytes, as Tencent sends them.
const gbk = (path: string) => ({
  body: readFileSync(join(__dirname, "..", "fixtures", path)),
  headers: { "content-type": "text/html; charset=GBK" },
});

describe("the published package", () => {
  let tarball: string;
  let frankfurter: FixtureServer;
  let tencent: FixtureServer;
  const folders: string[] = [];

  beforeAll(async () => {
    tarball = packLibrary();
    folders.push(dirname(tarball));
    let rateRequests = 0;
    // Every first request fails with a 503, so each consumer's conversion goes through axios-retry.
    frankfurter = await FixtureServer.start({
      "GET /v2/rate/USD/TWD": () =>
        rateRequests++ % 2 === 0 ? { status: 503, body: "busy" } : { json: readJsonFixture("frankfurter/rate-usd-twd.json") },
    });
    tencent = await FixtureServer.start({
      "GET /q=sh600519": gbk("tencent-quotes/sh600519.txt"),
      "GET *": gbk("tencent-quotes/none-match.txt"),
    });
  }, 300_000);

  afterAll(async () => {
    await frankfurter?.close();
    await tencent?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  function consumer(type: "module" | "commonjs", withOptional: boolean, extras: string[] = []): string {
    const project = createConsumer({ tarball, type, withOptional, extras });
    folders.push(project);
    return project;
  }

  // Asynchronous, so that this process's fixture servers can answer the consumer.
  async function runConsumer(project: string, file: string): Promise<ConsumerOutput> {
    const dataDir = mkdtempSync(join(tmpdir(), "dialogue-graph-data-"));
    folders.push(dataDir);
    const fixtures = { frankfurter: frankfurter.url, openEr: frankfurter.url, tencent: tencent.url, sina: tencent.url };
    const env = { PATH: process.env.PATH, HOME: dataDir, DATA_DIR: dataDir, FIXTURES: JSON.stringify(fixtures) };
    const { stdout } = await promisify(execFile)(process.execPath, [file], { cwd: project, env, encoding: "utf8" });
    return JSON.parse(stdout) as ConsumerOutput;
  }

  describe.each([
    ["an ES module project", "module" as const, esmConsumerScript],
    ["a CommonJS project", "commonjs" as const, commonJsConsumerScript],
  ])("in %s with the optional packages", (_label, type, script) => {
    it("answers locally, runs each tool's dependencies, keeps a thread in SQLite and runs a model turn", async () => {
      const project = consumer(type, true);
      writeFileSync(join(project, "consumer.js"), script);
      const requestsBefore = frankfurter.requests.length;
      const output = await runConsumer(project, "consumer.js");
      expect(output.time).toEqual({
        reply: "現在是民國115年3月10日 星期二 上午9點00分。",
        tool: "get_datetime",
        success: true,
        modelCalls: 0,
      });
      expect(output.simplified.reply).toBe("现在是2026年3月10日 星期二 上午9点00分。");
      expect(output.rate).toMatchObject({ tool: "get_exchange_rate", success: true, modelCalls: 0 });
      expect(output.rate.reply).toContain("100 美元約等於 3,162 新台幣");
      expect(frankfurter.requests.length - requestsBefore).toBe(2);
      expect(output.stock).toMatchObject({ tool: "get_stock", success: true });
      expect(output.stock.reply).toContain("貴州茅台（600519）現價 1459.88 元");
      expect(output.finance).toMatchObject({ tool: "finance_transactions_sum", success: true, modelCalls: 0 });
      expect(output.checkpointer).toEqual({ saved: true });
      expect(output.model).toEqual({ reply: "It said hi.", args: { text: "hi" }, offered: ["echo"] });
      expect(output.defaultModel).toEqual({ reply: "Hello from the default model.", modelCalls: 1, model: "scripted-model" });
    }, 120_000);
  });

  describe("without the optional packages", () => {
    it.each([
      ["ESM", "consumer.mjs", esmConsumerScript],
      ["CommonJS", "consumer.cjs", commonJsConsumerScript],
    ])(
      "answers locally, and from %s the finance tool and the SQLite checkpointer say what to install",
      async (_label, file, script) => {
        const project = consumer("module", false);
        writeFileSync(join(project, file), script);
        const output = await runConsumer(project, file);
        expect(output.time.reply).toBe("現在是民國115年3月10日 星期二 上午9點00分。");
        expect(output.rate.reply).toContain("100 美元約等於 3,162 新台幣");
        expect(output.finance).toMatchObject({ tool: "finance_transactions_sum", success: false, modelCalls: 0 });
        expect(output.finance.reply).toBe("記帳功能需要 better-sqlite3 套件才能使用，請在專案裡執行：npm install better-sqlite3。");
        expect(output.checkpointer).toEqual({
          error:
            "MissingPackageError: The optional package @langchain/langgraph-checkpoint-sqlite (for createSqliteCheckpointer) is not installed. Install it with: npm install @langchain/langgraph-checkpoint-sqlite",
          installCommand: "npm install @langchain/langgraph-checkpoint-sqlite",
        });
        expect(output.model.reply).toBe("It said hi.");
      },
      120_000,
    );
  });

  it("says how to build better-sqlite3 when it is installed without its native module", async () => {
    const project = consumer("module", false);
    // better-sqlite3 as an install leaves it where no compiler and no prebuilt binary were found.
    const driver = join(project, "node_modules", "better-sqlite3");
    const installed = join(__dirname, "..", "..", "node_modules");
    mkdirSync(driver);
    cpSync(join(installed, "better-sqlite3", "lib"), join(driver, "lib"), { recursive: true });
    cpSync(join(installed, "better-sqlite3", "package.json"), join(driver, "package.json"));
    for (const name of ["bindings", "file-uri-to-path"]) symlinkSync(join(installed, name), join(project, "node_modules", name), "dir");
    writeFileSync(join(project, "consumer.mjs"), esmConsumerScript);
    const output = await runConsumer(project, "consumer.mjs");
    expect(output.finance.reply).toBe("記帳功能需要 better-sqlite3 套件才能使用，請在專案裡執行：npm rebuild better-sqlite3。");
    expect(output.time.reply).toBe("現在是民國115年3月10日 星期二 上午9點00分。");
  }, 120_000);

  describe("the dialogue-graph command", () => {
    let project: string;
    beforeAll(() => {
      project = consumer("commonjs", false);
    });

    async function command(args: string[], input = "") {
      const dataDir = mkdtempSync(join(tmpdir(), "dialogue-graph-data-"));
      folders.push(dataDir);
      const child = execFile(join(project, "node_modules", ".bin", "dialogue-graph"), args, {
        cwd: project,
        env: { PATH: process.env.PATH, HOME: dataDir, DIALOGUE_GRAPH_DATA_DIR: dataDir },
        encoding: "utf8",
      });
      child.stdin?.end(input);
      const [stdout, stderr, code] = await Promise.all([
        text(child.stdout),
        text(child.stderr),
        new Promise<number | null>((done) => child.on("close", done)),
      ]);
      return { stdout, stderr, code };
    }

    it("answers one request and exits", async () => {
      const { stdout, stderr, code } = await command(["chat", "1+2等於多少"]);
      expect(stdout).toBe("1+2 等於 3。\n");
      expect(stderr).toContain("calculate");
      expect(code).toBe(0);
    }, 60_000);

    it("chats over stdin, says how to quit, and quits on exit", async () => {
      const { stdout, code } = await command(["chat"], "1+2等於多少\n3*4\nexit\n這句不會被回答\n");
      expect(stdout).toContain("輸入 exit 或按 Ctrl-D 結束。");
      expect(stdout).toContain("1+2 等於 3。");
      expect(stdout).toContain("3 × 4 等於 12。");
      expect(stdout).not.toContain("這句不會被回答");
      expect(code).toBe(0);
    }, 60_000);

    it("asks back for a missing time and asks before deleting every alarm, in the chat", async () => {
      const { stdout, stderr, code } = await command(["chat"], "設個鬧鐘\n七點\n明天早上八點叫我起床\n鬧鐘全部刪掉\n好\n我有哪些鬧鐘\n");
      const replies = stdout
        .split(/\n*你> /)
        .slice(1)
        .map((reply) => reply.trim());
      expect(replies).toEqual([
        "要設幾點？",
        expect.stringMatching(/^已設定.*早上7點的鬧鐘。$/),
        expect.stringMatching(/^已設定.*早上8點的鬧鐘：起床。$/),
        "要刪除全部 2 個鬧鐘嗎？",
        "已刪除全部 2 個鬧鐘。",
        "目前沒有設定鬧鐘。",
        "",
      ]);
      expect(stderr).toContain('⚙ delete_alarm {"all":true} (local)');
      expect(code).toBe(0);
    }, 60_000);

    it("prints its version", async () => {
      const manifest = JSON.parse(readFileSync(join(project, "node_modules", "dialogue-graph", "package.json"), "utf8")) as {
        version: string;
      };
      for (const flag of ["--version", "-v"])
        expect(await command([flag])).toEqual({ stdout: `${manifest.version}\n`, stderr: "", code: 0 });
    }, 60_000);

    it("lists its commands with --help and refuses an unknown one", async () => {
      const help = await command(["--help"]);
      expect(help.stdout).toMatch(/Usage: dialogue-graph <command>/);
      expect(help.stdout).toMatch(/^ {2}chat {2}/m);
      const unknown = await command(["dance"]);
      expect(unknown.stderr).toContain('dialogue-graph: unknown command "dance".');
      expect(unknown.code).toBe(2);
    }, 60_000);
  });

  it("compiles every TypeScript snippet of the README under tsc --strict in a fresh project", async () => {
    const readme = readFileSync(join(__dirname, "..", "..", "README.md"), "utf8");
    // What a reader installs to try the snippets: TypeScript, Node's types, and what they import (zod, openai, …).
    const project = consumer("module", true, ["typescript", "@types/node", ...readmeImports(readme)]);
    const files = writeReadmeSnippets(readme, project);
    expect(files.length).toBeGreaterThan(3);
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, module: "nodenext", target: "es2022", noEmit: true, types: ["node"] }, files }),
    );
    const tsc = join(project, "node_modules", "typescript", "bin", "tsc");
    const result = await promisify(execFile)(process.execPath, [tsc, "-p", "."], { cwd: project, encoding: "utf8" }).catch(
      (error: { stdout: string }) => error,
    );
    expect(result.stdout).toBe("");
  }, 300_000); // tsc type-checks LangChain's declarations too: minutes beside another jest worker on a loaded 2-core machine.

  it("has types for both module systems", async () => {
    const project = consumer("module", false, ["typescript"]);
    const source = `import { DialogueGraph, ToolResult, defineTool, type TurnRecord } from "dialogue-graph";\nimport { z } from "zod";\nconst tool = defineTool({ name: "echo", description: "Echo.", parameters: z.object({ text: z.string() }), execute: async ({ text }) => ToolResult.ok({ text }) });\nexport async function ask(graph: DialogueGraph): Promise<string> { const turn: TurnRecord = await graph.invoke("hi"); return turn.reply + tool.name; }\nimport { ScriptedModelServer, type ScriptedReply } from "dialogue-graph/testing";\nexport async function scripted(reply: ScriptedReply): Promise<number> { const server = await ScriptedModelServer.start(); server.enqueue(reply); return server.requests.length; }\n`;
    writeFileSync(join(project, "typed.mts"), source);
    writeFileSync(join(project, "typed.cts"), source);
    const tsc = join(project, "node_modules", "typescript", "bin", "tsc");
    const result = await promisify(execFile)(
      process.execPath,
      [tsc, "--noEmit", "--strict", "--skipLibCheck", "--module", "nodenext", "typed.mts", "typed.cts"],
      { cwd: project, encoding: "utf8" },
    ).catch((error: { stdout: string }) => error);
    expect(result.stdout).toBe("");
  }, 180_000);

  it("ships only what a user runs: no source maps, no sources, no tests", async () => {
    const { stdout } = await promisify(execFile)("tar", ["-tzf", tarball], { encoding: "utf8" });
    const files = stdout.trim().split("\n").sort();
    expect(
      files.filter(
        (file) =>
          !/^package\/(dist\/[A-Za-z0-9-]+\.(js|cjs|d\.ts|d\.cts)|testing\/package\.json|package\.json|README\.md|LICENSE)$/.test(file),
      ),
    ).toEqual([]);
    expect(files).toContain("package/dist/cli.js");
  });

  it("passes publint and are-the-types-wrong", async () => {
    const project = consumer("module", false);
    const root = join(__dirname, "..", "..");
    const publint = await promisify(execFile)(
      process.execPath,
      [join(root, "node_modules", "publint", "src", "cli.js"), join(project, "node_modules", "dialogue-graph")],
      { encoding: "utf8" },
    );
    expect(publint.stdout).not.toMatch(/error/i);
    const attw = await promisify(execFile)(
      process.execPath,
      [join(root, "node_modules", "@arethetypeswrong", "cli", "dist", "index.js"), tarball, "--format", "table-flipped"],
      { encoding: "utf8" },
    );
    expect(attw.stdout).toMatch(/No problems found/);
  }, 120_000);
});
