import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ScriptedModelServer } from "../../src/testing";
import { builtDist } from "../support/built-dist";
import { describeWithPostgres } from "../support/postgres-server";
import { AS_ALICE, AS_BOB, body, TOKENS } from "./server-test-kit";

const root = join(__dirname, "..", "..");
const dataDir = mkdtempSync(join(tmpdir(), "serve-data-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// The command as installed: this run's build of dist/cli.cjs.
let cli: string;
beforeAll(async () => {
  ({ cli } = await builtDist());
}, 300_000);

/** `dialogue-graph serve …` as a user runs it (the built dist/cli.cjs), with `env` added to a clean environment. */
function startServe(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; output: () => string; listening: Promise<string>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [cli, "serve", "--port", "0", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DIALOGUE_GRAPH_DATA_DIR: dataDir, ...env },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const look = () => {
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout!.on("data", look);
    void exited.then((code) => reject(new Error(`serve exited (${code}) before listening:\n${output}`)));
  });
  // Only the tests that wait for it care that it never came.
  listening.catch(() => undefined);
  return { child, output: () => output, listening, exited };
}

describe("dialogue-graph serve", () => {
  it("refuses --workers without DATABASE_URL, saying why", async () => {
    const serve = startServe(["--workers", "2"], {});
    expect(await serve.exited).toBe(1);
    expect(serve.output()).toContain("--workers 2 needs DATABASE_URL: workers share their threads and data through PostgreSQL.");
  }, 120_000);
});

describe("dialogue-graph serve's start line", () => {
  async function startLine(args: string[], env: Record<string, string>): Promise<string> {
    const serve = startServe(args, env);
    await serve.listening;
    serve.child.kill("SIGTERM");
    expect(await serve.exited).toBe(0);
    return serve.output();
  }

  it("says the address it binds (0.0.0.0 with tokens) and that it has no model", async () => {
    const output = await startLine([], { DIALOGUE_GRAPH_TOKENS: TOKENS });
    expect(output).toMatch(
      /dialogue-graph serve: listening on http:\/\/0\.0\.0\.0:\d+ \(every network interface\) · 1 process · embedded storage \(threads in memory\) · no model \(local route only\)\n/,
    );
  }, 120_000);

  it("names the model and its server, never a password or a query that may hold a key", async () => {
    const output = await startLine([], {
      OPENAI_BASE_URL: "http://user:pa55word@127.0.0.1:9/v1?api-key=k3y",
      OPENAI_MODEL: "qwen2.5:7b",
    });
    expect(output).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ · 1 process · .* · model qwen2\.5:7b at http:\/\/127\.0\.0\.1:9\/v1\n/);
    expect(output).not.toMatch(/pa55word|k3y/);
  }, 120_000);

  it("without tokens, listens where others can reach it only with --allow-unauthenticated-remote, and warns", async () => {
    const refused = startServe(["--host", "0.0.0.0"], {});
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain("--allow-unauthenticated-remote");

    const output = await startLine(["--host", "0.0.0.0", "--allow-unauthenticated-remote"], {});
    expect(output).toMatch(
      /dialogue-graph serve: WARNING: no tokens, and listening on http:\/\/0\.0\.0\.0:\d+ \(--allow-unauthenticated-remote\): anyone who can reach this address acts as its one user/,
    );
  }, 120_000);
});

describeWithPostgres("dialogue-graph serve --workers 2 on PostgreSQL", (postgres) => {
  let model: ScriptedModelServer;
  let serve: ReturnType<typeof startServe>;
  let url: string;
  beforeAll(async () => {
    model = await ScriptedModelServer.start();
    const lastUser = (messages: Array<{ role: string; content: string | null }>) =>
      messages.filter((message) => message.role === "user").at(-1)?.content;
    model.fallback = (request) => ({ content: `回覆${lastUser(request.messages)}`, delayMs: 20 });
    serve = startServe(["--workers", "2", "--max-turns-per-user", "20"], {
      DATABASE_URL: await postgres().createDatabase(),
      DIALOGUE_GRAPH_TOKENS: TOKENS,
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: "test-key",
    });
    url = (await serve.listening).replace("0.0.0.0", "127.0.0.1");
  }, 180_000);
  afterAll(async () => {
    if (serve.child.exitCode === null) serve.child.kill("SIGTERM");
    await serve.exited;
    await model.close();
  });

  it("keeps 20 concurrent turns on one thread in order across both workers: all 40 messages", async () => {
    const turn = (index: number) =>
      fetch(`${url}/v1/threads/shared/turns`, {
        method: "POST",
        headers: { ...AS_ALICE, "content-type": "application/json" },
        body: JSON.stringify({ text: `第${index}句`, stream: false }),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => turn(index + 1).then(body)));

    expect(answers.map((answer) => answer.reply)).toEqual(Array.from({ length: 20 }, (_, index) => `回覆第${index + 1}句`));
    const history = await body(await fetch(`${url}/v1/threads/shared/turns?limit=100`, { headers: AS_ALICE }));
    expect(history.turns).toHaveLength(20);
    expect(history.turns!.every((entry) => entry.reply === `回覆${entry.text}`)).toBe(true);
    // Both workers answered turns (each access log line names its process).
    const pids = new Set([...serve.output().matchAll(/"pid":(\d+),"method":"POST"/g)].map((match) => match[1]));
    expect(pids.size).toBe(2);
  }, 120_000);

  it("keeps users apart whichever worker answers: another user's thread is 404", async () => {
    const peek = await fetch(`${url}/v1/threads/shared/turns`, { headers: AS_BOB });
    expect(peek.status).toBe(404);
  });

  it("stops gracefully on SIGTERM, also when the signal reaches every process (a process group's Ctrl-C, systemd): running turns end", async () => {
    const workerPids = [...new Set([...serve.output().matchAll(/"pid":(\d+)/g)].map((match) => Number(match[1])))];
    expect(workerPids).toHaveLength(2);
    const asked = model.requests.length;
    model.enqueue({ content: "慢慢說完。", delayMs: 2_000 });
    const slow = fetch(`${url}/v1/threads/slow/turns`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: JSON.stringify({ text: "慢一點", stream: false }),
    }).then(body);
    while (model.requests.length === asked) await new Promise((resolve) => setTimeout(resolve, 20));

    for (const pid of [serve.child.pid!, ...workerPids]) process.kill(pid, "SIGTERM");
    expect((await slow).reply).toBe("慢慢說完。");
    expect(await serve.exited).toBe(0);
    expect(serve.output()).toContain("dialogue-graph serve: stopped.");
  }, 60_000);
});
