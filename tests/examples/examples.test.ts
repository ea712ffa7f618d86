import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

// The examples as a reader runs them (npx tsx examples/…), with no model configured.
const root = join(__dirname, "..", "..");
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");

describe("the examples with no model", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "examples-"));
  const env = { PATH: process.env.PATH, HOME: dataDir, DIALOGUE_GRAPH_DATA_DIR: dataDir };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("custom-tool.ts answers its own suggested request on the local route", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, "examples/custom-tool.ts", "擲一顆二十面骰"], {
      cwd: root,
      env,
      encoding: "utf8",
    });
    expect(stdout).toMatch(/^20 面骰擲出 \d+，總共 \d+ 點。\nroll_dice \{"sides":20,"count":1\}\n$/);
  }, 180_000);

  it("chat.ts says how to quit, answers, and quits on exit", async () => {
    const child = execFile(process.execPath, [tsx, "examples/chat.ts"], { cwd: root, env, encoding: "utf8" });
    child.stdin?.end("1+2等於多少\nexit\n");
    let stdout = "";
    child.stdout?.on("data", (chunk: string) => (stdout += chunk));
    const code = await new Promise<number | null>((done) => child.on("close", done));
    expect(stdout).toContain("輸入 exit 或按 Ctrl-D 結束。");
    expect(stdout).toContain("1+2 等於 3。");
    expect(code).toBe(0);
  }, 180_000);

  it("chat.ts rings a timer once, in the user's language, and prompts and marks local calls in it", async () => {
    const child = execFile(process.execPath, [tsx, "examples/chat.ts"], { cwd: root, env, encoding: "utf8" });
    let stdout = "";
    child.stdout?.on("data", (chunk: string) => (stdout += chunk));
    const shown = async (text: string) => {
      while (!stdout.includes(text)) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    child.stdin?.write("set a tea timer for 1 second\n");
    await shown("⏰ Time's up! The tea timer (1 second) is done.\n\nyou> ");
    // Long enough for a second listener to have rung too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.stdin?.end("exit\n");
    const code = await new Promise<number | null>((done) => child.on("close", done));
    expect(code).toBe(0);
    expect(stdout.match(/⏰/g)).toHaveLength(1);
    expect(stdout).toContain('⚙ set_timer {"seconds":1,"name":"tea"} (local)');
    expect(stdout).toContain("Tea timer set for 1 second.\n\nyou> ");
  }, 180_000);
});
