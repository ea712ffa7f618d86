import { execFile } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { FixtureServer, readJsonFixture } from "../support/fixture-server";
import { commonJsConsumerScript, esmConsumerScript } from "./consumer-script";
import { usePackedLibrary } from "./packed-library";

// The packed library installed into fresh projects (packed-library.ts), run by Node from ESM and
// from CommonJS, with and without its optional packages.
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
  const packed = usePackedLibrary();
  let frankfurter: FixtureServer;
  let tencent: FixtureServer;

  beforeAll(async () => {
    let rateRequests = 0;
    // Every first request fails with a 503, so each consumer's conversion goes through the client's retry.
    frankfurter = await FixtureServer.start({
      "GET /v2/rate/USD/TWD": () =>
        rateRequests++ % 2 === 0 ? { status: 503, body: "busy" } : { json: readJsonFixture("frankfurter/rate-usd-twd.json") },
    });
    tencent = await FixtureServer.start({
      "GET /q=sh600519": gbk("tencent-quotes/sh600519.txt"),
      "GET *": gbk("tencent-quotes/none-match.txt"),
    });
  });

  afterAll(async () => {
    await frankfurter?.close();
    await tencent?.close();
  });

  // Asynchronous, so that this process's fixture servers can answer the consumer.
  async function runConsumer(project: string, file: string): Promise<ConsumerOutput> {
    const dataDir = packed.temporaryFolder("dialogue-graph-data-");
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
      const project = packed.consumer(type, true);
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
        const project = packed.consumer("module", false);
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
    const project = packed.consumer("module", false);
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
});
