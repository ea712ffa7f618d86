import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { runCli } from "../../src/cli/run-cli";
import { ScriptedModelServer } from "../../src/testing";
import { chatOnce } from "./run-chat";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "cli-one-shot-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** The date range a finance call showed on stderr. */
function rangeOf(stderr: string): { start_date: string; end_date: string } {
  const args = /⚙ finance_transactions_sum (\{.*\})/.exec(stderr)?.[1];
  expect(args).toBeDefined();
  return (JSON.parse(args!) as { date_range: { start_date: string; end_date: string } }).date_range;
}

/** The first day of the month before the one `date` (YYYY-MM-DD) is in. */
function monthBefore(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, "0")}-01`;
}

describe("dialogue-graph chat --help", () => {
  it("lists --thread, --new, --locale and --model", async () => {
    const stdout = new PassThrough().setEncoding("utf8");
    const code = await runCli(["chat", "--help"], { stdin: new PassThrough(), stdout, stderr: new PassThrough(), env: {} });
    const help = stdout.read() as string;
    expect(code).toBe(0);
    for (const option of ["--thread <id>", "--new", "--locale <zh-TW|zh-HK|zh-CN|en>", "--model <name>"]) expect(help).toContain(option);
  });

  it("refuses an unknown locale with exit code 2", async () => {
    const run = await chatOnce(["--locale", "fr", "hi"], { DIALOGUE_GRAPH_DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--locale must be one of zh-TW, zh-HK, zh-CN, en, not "fr".');
  });
});

describe("dialogue-graph chat in Cantonese and in a new data folder", () => {
  it("--locale zh-HK answers in Hong Kong Cantonese", async () => {
    const run = await chatOnce(["--locale", "zh-HK", "現在幾點"], { DIALOGUE_GRAPH_DATA_DIR: dataDir });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^而家係/);
  });

  it("makes the data folder it needs private (0700)", async () => {
    const folder = join(dataDir, "fresh");
    await chatOnce(["記一下買牛奶"], { DIALOGUE_GRAPH_DATA_DIR: folder });
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });
});

describe("one-shot runs keep a thread", () => {
  const env = () => ({ DIALOGUE_GRAPH_DATA_DIR: dataDir, DIALOGUE_GRAPH_TIME_ZONE: "Asia/Taipei" });

  it("follows 「這個月咖啡花了多少錢」 with 「那上個月呢」 in the next run", async () => {
    const first = await chatOnce(["這個月咖啡花了多少錢"], env());
    const second = await chatOnce(["那上個月呢"], env());

    expect([first.code, second.code]).toEqual([0, 0]);
    const thisMonth = rangeOf(first.stderr);
    expect(thisMonth.start_date).toMatch(/-01$/);
    expect(rangeOf(second.stderr).start_date).toBe(monthBefore(thisMonth.start_date));
    expect(second.stdout).toMatch(/^上個月/);
  }, 60_000);

  it("--thread names another conversation, and --new starts the default one afresh", async () => {
    await chatOnce(["這個月咖啡花了多少錢"], env());
    const elsewhere = await chatOnce(["--thread", "kitchen", "那上個月呢"], env());
    const afresh = await chatOnce(["--new", "那上個月呢"], env());

    for (const run of [elsewhere, afresh]) {
      expect(run.stderr).not.toContain("finance_transactions_sum");
      expect(run.stdout).toContain("目前沒有設定語言模型");
    }
  }, 60_000);

  it("answers in --locale when the words do not tell", async () => {
    const run = await chatOnce(["--locale", "en", "1+2"], env());
    expect(run.stdout).toBe("1+2 equals 3.\n");
  }, 60_000);
});

describe("a model that fails (one-shot)", () => {
  const key = "sk-test-secret-key-1234567890";

  it("says on stderr that the connection was refused at the URL, never the key, and exits with 1", async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const url = `http://127.0.0.1:${port}/v1`;
    const run = await chatOnce(["tell me a joke"], { DIALOGUE_GRAPH_DATA_DIR: dataDir, OPENAI_BASE_URL: url, OPENAI_API_KEY: key });

    expect(run.code).toBe(1);
    expect(run.stdout).toBe("Sorry, the language model is not answering right now. Please try again later.\n");
    expect(run.stderr).toContain(`connection refused at ${url}`);
    expect(run.stderr).not.toContain(key);
    expect(run.stderr).not.toContain("secret");
  }, 60_000);

  describe("at a server that answers", () => {
    let server: ScriptedModelServer;
    beforeEach(async () => {
      server = await ScriptedModelServer.start();
    });
    afterEach(() => server.close());

    it("names a 401 (the key refused) without the key", async () => {
      server.fallback = {
        status: 401,
        errorBody: { error: { message: `Incorrect API key provided: ${key}`, type: "invalid_request_error" } },
      };
      const run = await chatOnce(["tell me a joke"], {
        DIALOGUE_GRAPH_DATA_DIR: dataDir,
        OPENAI_BASE_URL: server.url,
        OPENAI_API_KEY: key,
      });

      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`401 Unauthorized from ${server.url}`);
      expect(run.stderr).not.toContain(key);
      expect(run.stderr).not.toContain("secret");
    }, 60_000);

    it("names an unknown model (404) and the model asked for", async () => {
      server.fallback = {
        status: 404,
        errorBody: { error: { message: "The model `gpt-nope` does not exist", type: "invalid_request_error" } },
      };
      const run = await chatOnce(["--model", "gpt-nope", "tell me a joke"], {
        DIALOGUE_GRAPH_DATA_DIR: dataDir,
        OPENAI_BASE_URL: server.url,
        OPENAI_API_KEY: key,
      });

      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`404 Not Found from ${server.url}: unknown model "gpt-nope"`);
      expect(server.requests.at(-1)).toMatchObject({ model: "gpt-nope" });
    }, 60_000);

    it("exits with 0 when the model answered", async () => {
      server.enqueue({ content: "Why did the chicken cross the road?" });
      const run = await chatOnce(["tell me a joke"], {
        DIALOGUE_GRAPH_DATA_DIR: dataDir,
        OPENAI_BASE_URL: server.url,
        OPENAI_API_KEY: key,
      });
      expect([run.code, run.stdout, run.stderr]).toEqual([0, "Why did the chicken cross the road?\n", ""]);
    }, 60_000);
  });
});
