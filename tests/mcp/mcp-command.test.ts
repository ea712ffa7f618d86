import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { runCli } from "../../src/cli/run-cli";
import { builtDist } from "../support/built-dist";

// `dialogue-graph …` as installed (this run's build of dist/cli.cjs), as an MCP client starts it: in a
// folder with no .env, so settings come from the variables given alone.
let cli: string[];
beforeAll(async () => {
  cli = [(await builtDist()).cli];
}, 300_000);
// The command loads the whole library when it starts: a second alone, far longer on a busy machine.
const cliStartMs = 120_000;

describe("dialogue-graph mcp (stdio): every built-in tool, through the official SDK client", () => {
  let dataDir: string;
  let client: Client;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "mcp-stdio-"));
    client = new Client({ name: "test-client", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [...cli, "mcp"],
        cwd: dataDir,
        env: {
          PATH: process.env.PATH ?? "",
          DIALOGUE_GRAPH_DATA_DIR: dataDir,
          DIALOGUE_GRAPH_LOCALE: "en",
          DIALOGUE_GRAPH_TIME_ZONE: "Europe/Berlin",
        },
        stderr: "ignore",
      }),
    );
  }, cliStartMs);
  afterAll(async () => {
    await client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists every built-in tool", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining([
        "get_exchange_rate",
        "search_wikipedia",
        "get_weather",
        "calculate",
        "get_datetime",
        "set_alarm",
        "add_memo",
        "finance_transactions_search",
      ]),
    );
    for (const tool of tools) expect(tool.inputSchema.type).toBe("object");
  });

  it("calls calculate", async () => {
    const result = await client.callTool({ name: "calculate", arguments: { expression: "2^10" } });
    expect(result).toEqual({
      content: [{ type: "text", text: "2^10 equals 1,024." }],
      structuredContent: { expression: "2^10", result: 1024 },
    });
  });

  it("calls get_datetime in the configured time zone and language", async () => {
    const result = await client.callTool({ name: "get_datetime", arguments: {} });
    const data = result.structuredContent as { time_zone: string; weekday: string; date: string };
    expect(data.time_zone).toBe("Europe/Berlin");
    const year = data.date.slice(0, 4);
    expect(result.content).toEqual([
      {
        type: "text",
        text: expect.stringMatching(new RegExp(`^It is \\d{1,2}:\\d{2} [AP]M on ${data.weekday}, \\w+ \\d{1,2}, ${year}\\.$`)),
      },
    ]);
  });

  it("keeps memos in the configured data folder", async () => {
    const added = await client.callTool({ name: "add_memo", arguments: { content: "buy milk" } });
    expect(added.isError).toBeUndefined();
    const listed = await client.callTool({ name: "list_memos", arguments: {} });
    expect(listed.content).toEqual([{ type: "text", text: expect.stringContaining("buy milk") }]);
  });

  it("refuses delete_alarm {all: true} from a client that declares no elicitation, and the alarms stay", async () => {
    const set = await client.callTool({ name: "set_alarm", arguments: { time: "2030-01-02T08:00", message: "dentist" } });
    expect(set.isError).toBeUndefined();
    const result = await client.callTool({ name: "delete_alarm", arguments: { all: true } });
    expect(result).toMatchObject({
      isError: true,
      content: [{ type: "text", text: expect.stringMatching(/^Not done: delete_alarm may delete or change data .* --unconfirmed run/) }],
    });
    const listed = await client.callTool({ name: "list_alarms", arguments: {} });
    expect(listed.content).toEqual([{ type: "text", text: expect.stringContaining("dentist") }]);
  });

  it("reports a failing call with isError and a message to speak", async () => {
    const result = await client.callTool({ name: "get_datetime", arguments: { time_zone: "Mars/Olympus" } });
    expect(result).toEqual({ isError: true, content: [{ type: "text", text: 'I don\'t know the time zone "Mars/Olympus".' }] });
  });
});

describe("dialogue-graph mcp (stdio): raw bytes on stdin", () => {
  it(
    "answers a message over 10 MB with an error and keeps serving, rather than exiting",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "mcp-stdio-raw-"));
      const child = spawn(process.execPath, [...cli, "mcp"], {
        cwd: dataDir,
        env: { PATH: process.env.PATH ?? "", DIALOGUE_GRAPH_DATA_DIR: dataDir, DIALOGUE_GRAPH_LOCALE: "en" },
        stdio: ["pipe", "pipe", "ignore"],
      });
      let exitCode: number | null | undefined;
      child.once("exit", (code) => (exitCode = code));
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const lines = async (count: number) => {
        for (let waited = 0; output.split("\n").length <= count && waited < cliStartMs; waited += 50)
          await new Promise((resolve) => setTimeout(resolve, 50));
        return output
          .split("\n")
          .slice(0, count)
          .map((line) => JSON.parse(line) as unknown);
      };
      try {
        child.stdin!.write(
          `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calculate","arguments":{"expression":"${"9".repeat(11 * 1024 * 1024)}"}}}\n`,
        );
        child.stdin!.write(
          `${JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "calculate", arguments: { expression: "2+2" } } })}\n`,
        );
        expect(await lines(2)).toEqual([
          { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request: a message may be at most 10 MB" } },
          expect.objectContaining({ id: 2, result: expect.objectContaining({ content: [{ type: "text", text: "2+2 equals 4." }] }) }),
        ]);
        expect(exitCode).toBeUndefined();
      } finally {
        child.stdin!.end();
      }
      expect(await new Promise((resolve) => (exitCode === undefined ? child.once("exit", resolve) : resolve(exitCode)))).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    },
    cliStartMs,
  );
});

describe("dialogue-graph mcp --http", () => {
  it(
    "serves on 127.0.0.1, answers calls and stops on SIGTERM",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "mcp-http-"));
      const child = spawn(process.execPath, [...cli, "mcp", "--http", "--port", "0", "--exclude", "get_stock"], {
        cwd: dataDir,
        env: { PATH: process.env.PATH ?? "", DIALOGUE_GRAPH_DATA_DIR: dataDir, DIALOGUE_GRAPH_LOCALE: "zh-TW" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      let output = "";
      const url = await new Promise<string>((resolve, reject) => {
        child.stderr!.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
          if (found) resolve(found);
        });
        void exited.then((code) => reject(new Error(`mcp exited (${code}): ${output}`)));
      });
      try {
        expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
        const client = new Client({ name: "test-client", version: "1.0.0" });
        await client.connect(new StreamableHTTPClientTransport(new URL(url)));
        const { tools } = await client.listTools();
        expect(tools.map((tool) => tool.name)).not.toContain("get_stock");
        expect(await client.callTool({ name: "calculate", arguments: { expression: "123乘以45" } })).toMatchObject({
          content: [{ type: "text", text: "123 × 45 等於 5,535。" }],
        });
        await client.close();
      } finally {
        child.kill("SIGTERM");
      }
      expect(await exited).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    },
    cliStartMs,
  );

  it("refuses a bad port, saying why", async () => {
    const io = { stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough(), env: {} };
    await expect(runCli(["mcp", "--http", "--port", "http"], io)).rejects.toThrow(
      '--port must be a port number from 0 to 65535, not "http".',
    );
  });
});
