import { PassThrough } from "node:stream";
import { serveMcp, type McpServing } from "../../src/mcp/index";
import { ToolRegistry } from "../../src/core/tool-registry";
import { createCalculatorTool } from "../../src/tools/calculator/index";

// What an MCP client's process would write on the server's stdin, byte for byte, and each line the
// server answers on stdout.
describe("serveMcp over stdio: lines that are not good messages", () => {
  let stdin: PassThrough;
  let server: McpServing;
  const replies: unknown[] = [];
  let waiting: (() => void) | undefined;
  let serverClosed = false;

  async function reply(): Promise<unknown> {
    while (replies.length === 0) await new Promise<void>((resolve) => (waiting = resolve));
    return replies.shift();
  }

  beforeAll(async () => {
    stdin = new PassThrough();
    const stdout = new PassThrough();
    let buffered = "";
    stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      for (let end = buffered.indexOf("\n"); end !== -1; end = buffered.indexOf("\n")) {
        replies.push(JSON.parse(buffered.slice(0, end)));
        buffered = buffered.slice(end + 1);
      }
      waiting?.();
    });
    server = await serveMcp(new ToolRegistry([createCalculatorTool()]), { stdio: { stdin, stdout }, locale: "en", timeZone: "UTC" });
    void server.closed.then(() => (serverClosed = true));
    stdin.write(
      `${JSON.stringify({
        jsonrpc: "2.0",
        id: 0,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
      })}\n`,
    );
    expect(await reply()).toMatchObject({ id: 0, result: { serverInfo: { name: "dialogue-graph" } } });
    stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
  });
  afterAll(() => server.close());

  const calculate = (id: number) =>
    `${JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "calculate", arguments: { expression: "6*7" } } })}\n`;

  it("answers malformed JSON with -32700 (Parse error, id null), and the next call still runs", async () => {
    stdin.write('{"jsonrpc":"2.0","id":1,"method":"tools/list"\n');
    expect(await reply()).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
    stdin.write(calculate(2));
    expect(await reply()).toMatchObject({ id: 2, result: { content: [{ type: "text", text: "6 × 7 equals 42." }] } });
  });

  it("answers arguments given as a string with -32602 and a short reason", async () => {
    stdin.write(
      `${JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "calculate", arguments: '{"expression":"1+1"}' } })}\n`,
    );
    expect(await reply()).toEqual({
      jsonrpc: "2.0",
      id: 3,
      error: { code: -32602, message: 'Invalid params: "arguments" must be an object, not a string' },
    });
  });

  it("answers JSON that is not JSON-RPC with -32600", async () => {
    stdin.write('{"id":4,"hello":"world"}\n');
    expect(await reply()).toEqual({
      jsonrpc: "2.0",
      id: 4,
      error: { code: -32600, message: "Invalid Request: not a JSON-RPC 2.0 message" },
    });
  });

  it("answers a message over 10 MB with -32600 and keeps serving", async () => {
    const huge = `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"calculate","arguments":{"expression":"${"1".repeat(11 * 1024 * 1024)}"}}}\n`;
    for (let start = 0; start < huge.length; start += 64 * 1024) stdin.write(huge.slice(start, start + 64 * 1024));
    expect(await reply()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Invalid Request: a message may be at most 10 MB" },
    });
    stdin.write(calculate(6));
    expect(await reply()).toMatchObject({ id: 6, result: { content: [{ type: "text", text: "6 × 7 equals 42." }] } });
    expect(replies).toEqual([]);
    expect(serverClosed).toBe(false);
  });
});
