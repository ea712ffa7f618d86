import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const tsx = pathToFileURL(path.join(__dirname, "../../node_modules/tsx/dist/loader.mjs")).href;
const entry = path.join(__dirname, "servers/serve-default-registry.ts");

describe("serveMcp over stdio, every built-in tool, through the official SDK client", () => {
  let dataDir: string;
  let client: Client;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "mcp-stdio-"));
    client = new Client({ name: "test-client", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ["--import", tsx, entry],
        // The working directory has no .env: settings come from these variables alone.
        cwd: dataDir,
        env: { PATH: process.env.PATH ?? "", DIALOGUE_GRAPH_DATA_DIR: dataDir, DIALOGUE_GRAPH_LOCALE: "en", DIALOGUE_GRAPH_TIME_ZONE: "Europe/Berlin" },
        stderr: "ignore",
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists every built-in tool", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(["get_exchange_rate", "search_wikipedia", "get_weather", "calculate", "get_datetime", "set_alarm", "add_memo", "finance_transactions_search"]),
    );
    for (const tool of tools) expect(tool.inputSchema.type).toBe("object");
  });

  it("calls calculate", async () => {
    const result = await client.callTool({ name: "calculate", arguments: { expression: "2^10" } });
    expect(result).toEqual({ content: [{ type: "text", text: "2^10 equals 1,024." }], structuredContent: { expression: "2^10", result: 1024 } });
  });

  it("calls get_datetime in the configured time zone and language", async () => {
    const result = await client.callTool({ name: "get_datetime", arguments: {} });
    const data = result.structuredContent as { time_zone: string; weekday: string; date: string };
    expect(data.time_zone).toBe("Europe/Berlin");
    const year = data.date.slice(0, 4);
    expect(result.content).toEqual([{ type: "text", text: expect.stringMatching(new RegExp(`^It is \\d{1,2}:\\d{2} [AP]M on ${data.weekday}, \\w+ \\d{1,2}, ${year}\\.$`)) }]);
  });

  it("keeps memos in the configured data folder", async () => {
    const added = await client.callTool({ name: "add_memo", arguments: { content: "buy milk" } });
    expect(added.isError).toBeUndefined();
    const listed = await client.callTool({ name: "list_memos", arguments: {} });
    expect(listed.content).toEqual([{ type: "text", text: expect.stringContaining("buy milk") }]);
  });

  it("reports a failing call with isError and a message to speak", async () => {
    const result = await client.callTool({ name: "get_datetime", arguments: { time_zone: "Mars/Olympus" } });
    expect(result).toEqual({ isError: true, content: [{ type: "text", text: 'I don\'t know the time zone "Mars/Olympus".' }] });
  });
});
