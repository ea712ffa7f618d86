import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(__dirname, "../../..");

/** A port on 127.0.0.1 that refuses connections: one that was free a moment ago. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

// A process of its own: LangChain keeps one LangSmith client per process, and this one retries its endpoint for minutes.
const script = (src: string) => `
import { DialogueGraph } from ${JSON.stringify(join(src, "index.ts"))};
import { ScriptedModelServer } from ${JSON.stringify(join(src, "testing/index.ts"))};
const server = await ScriptedModelServer.start();
server.enqueue({ toolCalls: [{ name: "get_datetime", arguments: {} }] }, { content: "現在九點。" });
const graph = new DialogueGraph({ model: server.model(), localIntents: false });
const started = performance.now();
const turn = await graph.invoke("現在幾點", { threadId: "t1" });
process.stdout.write(JSON.stringify({ reply: turn.reply, ms: Math.round(performance.now() - started) }) + "\\n");
await server.close();
`;

describe("LangSmith's environment variables with an endpoint that cannot be reached", () => {
  it("do not hold up a turn's reply: the runs wait in the background, not the user", async () => {
    const folder = mkdtempSync(join(tmpdir(), "langsmith-unreachable-"));
    const file = join(folder, "turn.mts");
    writeFileSync(file, script(join(root, "src")));
    const child = spawn(process.execPath, ["--import", "tsx", file], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: folder,
        DIALOGUE_GRAPH_DATA_DIR: folder,
        LANGSMITH_TRACING: "true",
        LANGSMITH_API_KEY: "lsv2-test-key",
        LANGSMITH_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      },
      stdio: ["ignore", "pipe", "ignore"],
    });
    try {
      let output = "";
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (chunk: string) => (output += chunk));
      const exited = once(child, "exit").then(() => {
        throw new Error(`the turn's process ended before its reply: ${output}`);
      });
      exited.catch(() => undefined); // killed below once it has answered: not a failure then
      while (!output.includes("\n")) await Promise.race([once(child.stdout, "data"), exited]);
      const turn = JSON.parse(output.split("\n")[0] ?? "") as { reply: string; ms: number };

      expect(turn.reply).toBe("現在九點。");
      // LangSmith's client retries a refused endpoint for about a minute and a half; the turn waits on none of it.
      expect(turn.ms).toBeLessThan(10_000);
    } finally {
      child.kill();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
