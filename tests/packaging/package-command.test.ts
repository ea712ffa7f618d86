import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { usePackedLibrary } from "./packed-library";

// The command a user gets with the package (node_modules/.bin/dialogue-graph), run in a fresh
// project that installed the packed library (packed-library.ts).
function text(stream: NodeJS.ReadableStream | null): Promise<string> {
  return new Promise((done) => {
    let collected = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => (collected += chunk));
    stream?.on("end", () => done(collected));
  });
}

describe("the published package", () => {
  const packed = usePackedLibrary();

  describe("the dialogue-graph command", () => {
    let project: string;
    beforeAll(() => {
      project = packed.consumer("commonjs", false);
    });

    async function command(args: string[], input = "") {
      const dataDir = packed.temporaryFolder("dialogue-graph-data-");
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
      expect(stderr).toContain('⚙ delete_alarm {"all":true}（本地）');
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

  describe("a one-line script (node -e), which sets a global __filename", () => {
    // The ES module build (import()): a global __filename is not its own. The CommonJS build has its
    // own __filename in every context (require() from -e is the consumer projects' case).
    it("loads the library with import() and answers, also with a web tool loaded on first use", async () => {
      const project = packed.consumer("commonjs", false);
      const dataDir = packed.temporaryFolder("dialogue-graph-data-");
      // The rate service at a closed loopback port: the reply says it could not connect.
      const script = `
        async function run(lib) {
          const nowhere = "http://127.0.0.1:9";
          const registry = lib.createDefaultRegistry({ exchangeRate: { frankfurterBaseUrl: nowhere, openErApiBaseUrl: nowhere, retries: 0 } });
          const graph = new lib.DialogueGraph({ model: null, registry, now: () => new Date("2026-03-10T01:00:00Z") });
          for (const text of ["現在幾點", "100 美金換台幣多少"]) console.log((await graph.invoke(text)).reply);
        }
        import("dialogue-graph").then(run);`;
      const { stdout } = await promisify(execFile)(process.execPath, ["-e", script], {
        cwd: project,
        env: { PATH: process.env.PATH, HOME: dataDir, DIALOGUE_GRAPH_DATA_DIR: dataDir },
        encoding: "utf8",
      });
      expect(stdout).toBe("現在是民國115年3月10日 星期二 上午9點00分。\n連不上匯率服務，請檢查網路連線。\n");
    }, 60_000);
  });
});
