import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { createDefaultRegistry, defineTool, DialogueGraph, loadSettings, ToolRegistry, ToolResult } from "../../../src/index";
import { FixtureServer, readJsonFixture } from "../../support/fixture-server";

const root = join(__dirname, "..", "..", "..");
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");

describe("a new DialogueGraph", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "start-up-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates no file by being built, even once its warm-up is done", async () => {
    const data = join(dataDir, "data");
    const settings = loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: data }, envFile: false });
    new DialogueGraph({ settings, registry: createDefaultRegistry({ settings }), model: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(data)).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("runs no tool while it prepares the local route, even one whose phrase its warm-up request says", async () => {
    const calls: unknown[] = [];
    const remind = defineTool({
      name: "remind_me",
      description: "Sets a reminder.",
      parameters: z.object({ what: z.string() }),
      phrases: ["後天下午三點半提醒我{what:text}", "remind me to {what:text}"],
      execute: async (args) => {
        calls.push(args);
        return ToolResult.ok({});
      },
      format: () => "好，會提醒你。",
    });
    new DialogueGraph({ model: null, registry: new ToolRegistry([remind]) });
    new DialogueGraph({ model: null, registry: new ToolRegistry([remind]), locale: "en" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it("lets its process exit on its own after a local, a web and a finance turn", async () => {
    const rates = await FixtureServer.start({
      "GET /v2/rate/USD/TWD": { json: readJsonFixture("frankfurter/rate-usd-twd.json") },
    });
    try {
      const child = execFile(process.execPath, [tsx, join(__dirname, "exits-on-its-own.ts"), rates.url, dataDir], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: dataDir },
        encoding: "utf8",
        timeout: 120_000,
      });
      let stdout = "";
      let lastOutputAt = 0;
      child.stdout?.on("data", (chunk: string) => {
        stdout += chunk;
        lastOutputAt = Date.now();
      });
      const code = await new Promise<number | null>((done) => child.on("exit", done));
      // Well before the server's keep-alive (5 s) would have closed a connection left holding it.
      expect(Date.now() - lastOutputAt).toBeLessThan(3_000);
      expect(code).toBe(0);
      expect(stdout.split("\n")).toEqual([
        "現在是民國115年3月10日 星期二 上午9點00分。",
        expect.stringContaining("100 美元約等於 3,162 新台幣"),
        "這個月沒有咖啡的支出紀錄。",
        "",
      ]);
      expect(rates.requests).toHaveLength(1);
    } finally {
      await rates.close();
    }
  }, 150_000);
});
