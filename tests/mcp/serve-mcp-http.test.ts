import { request as httpRequest } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import packageJson from "../../package.json";
import { defineTool } from "../../src/core/define-tool";
import { ToolRegistry } from "../../src/core/tool-registry";
import { ToolResult } from "../../src/core/tool-result";
import { serveMcp, type McpServing } from "../../src/mcp/index";
import { createCalculatorTool } from "../../src/tools/calculator/index";
import { createDatetimeTool } from "../../src/tools/datetime/index";

const now = () => new Date("2026-03-10T01:00:00Z");
const deleted: string[] = [];
const aborted: string[] = [];
const deleteEverything = defineTool({
  name: "delete_everything",
  description: "Deletes every note.",
  parameters: z.object({ reason: z.string() }),
  confirm: (args, { locale }) => (locale === "en" ? `Delete every note (${args.reason})?` : `確定要刪除所有筆記（${args.reason}）嗎？`),
  execute: async ({ reason }) => {
    deleted.push(reason);
    return ToolResult.ok({ deleted: 3 });
  },
  format: (result) => `刪除了 ${(result.data as { deleted: number }).deleted} 則筆記。`,
});
const deleteNote = defineTool({
  name: "delete_note",
  description: "Deletes one note, or all of them.",
  parameters: z.object({ id: z.string() }),
  // Asks only about deleting all, as delete_alarm does; a single deletion asks too over MCP.
  confirm: (args) => (args.id === "all" ? "確定要刪除所有筆記嗎？" : null),
  execute: async ({ id }) => {
    deleted.push(`note ${id}`);
    return ToolResult.ok({ deleted: 1 });
  },
  format: () => "刪除了 1 則筆記。",
});
const slow = defineTool({
  name: "slow_lookup",
  description: "Takes its time.",
  parameters: z.object({ id: z.string() }),
  execute: ({ id }, { signal }) =>
    new Promise<ToolResult<{ id: string }>>((resolve) =>
      signal.addEventListener("abort", () => (aborted.push(id), resolve(ToolResult.ok({ id }))), { once: true }),
    ),
});
const roomTemperature = defineTool({
  name: "room_temperature",
  description: "The temperature in a room.",
  parameters: z.object({ room: z.string() }),
  output: z.object({ room: z.string(), celsius: z.number() }),
  execute: async ({ room }) => ToolResult.ok({ room, celsius: 23.5 }),
  format: (result) => `${(result.data as { room: string }).room} 現在 23.5 度。`,
});

function registry(): ToolRegistry {
  return new ToolRegistry([createCalculatorTool(), createDatetimeTool(), deleteEverything, slow, roomTemperature, deleteNote]);
}

async function connect(url: string, answer?: (question: string) => ElicitResult): Promise<Client> {
  const client = new Client({ name: "test-client", version: "1.0.0" }, answer ? { capabilities: { elicitation: {} } } : {});
  if (answer) client.setRequestHandler(ElicitRequestSchema, (request) => answer(request.params.message));
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

describe("serveMcp over Streamable HTTP, through the official SDK client", () => {
  let server: McpServing;
  let client: Client;
  beforeAll(async () => {
    server = await serveMcp(registry(), { transport: "http", port: 0, locale: "zh-TW", timeZone: "Asia/Taipei", now });
    client = await connect(server.url!);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it("listens on 127.0.0.1 at /mcp, as dialogue-graph of this version", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(client.getServerVersion()).toMatchObject({ name: "dialogue-graph", version: packageJson.version });
  });

  it("lists the registry's tools with their JSON Schema, output schema and hints", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "calculate",
      "get_datetime",
      "delete_everything",
      "slow_lookup",
      "room_temperature",
      "delete_note",
    ]);
    expect(tools[0].inputSchema).toMatchObject({
      type: "object",
      properties: { expression: { type: "string" } },
      required: ["expression"],
    });
    expect(tools.find((tool) => tool.name === "room_temperature")?.outputSchema).toMatchObject({
      type: "object",
      properties: { celsius: { type: "number" } },
    });
    expect(tools.find((tool) => tool.name === "delete_everything")?.annotations).toEqual({ destructiveHint: true });
    expect(tools[0].annotations).toBeUndefined();
  });

  it("answers calculate with the formatter's text and the data", async () => {
    const result = await client.callTool({ name: "calculate", arguments: { expression: "(3+5)*12" } });
    expect(result).toEqual({
      content: [{ type: "text", text: "(3+5) × 12 等於 96。" }],
      structuredContent: { expression: "(3+5)*12", result: 96 },
    });
  });

  it("answers get_datetime from the server's clock and time zone", async () => {
    const result = await client.callTool({ name: "get_datetime", arguments: {} });
    expect(result.content).toEqual([{ type: "text", text: expect.stringContaining("民國115年3月10日") }]);
    expect(result.structuredContent).toMatchObject({ date: "2026-03-10", time: "09:00", time_zone: "Asia/Taipei" });
  });

  it("sends data that matches a declared output schema (the SDK client checks it)", async () => {
    const result = await client.callTool({ name: "room_temperature", arguments: { room: "客廳" } });
    expect(result).toEqual({
      content: [{ type: "text", text: "客廳 現在 23.5 度。" }],
      structuredContent: { room: "客廳", celsius: 23.5 },
    });
  });

  it("reports a failing call with isError and the message the user would hear", async () => {
    const result = await client.callTool({ name: "calculate", arguments: { expression: "1/0" } });
    expect(result).toEqual({ isError: true, content: [{ type: "text", text: "不能除以零。" }] });
  });

  it("reports invalid arguments with isError and what is wrong, so the model can correct them", async () => {
    const result = await client.callTool({ name: "calculate", arguments: { formula: "1+1" } });
    expect(result).toMatchObject({
      isError: true,
      content: [{ type: "text", text: expect.stringMatching(/^calculate 的參數無效：expression/) }],
    });
  });

  it("refuses an unknown tool as a protocol error", async () => {
    await expect(client.callTool({ name: "no_such_tool", arguments: {} })).rejects.toThrow(/Unknown tool: no_such_tool/);
  });

  it("cancels the tool when the client gives up on the call", async () => {
    const controller = new AbortController();
    const call = client.callTool({ name: "slow_lookup", arguments: { id: "order-7" } }, undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(call).rejects.toThrow();
    for (let attempt = 0; attempt < 50 && !aborted.includes("order-7"); attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(aborted).toContain("order-7");
  });
});

describe("calls that need confirmation", () => {
  let server: McpServing;
  beforeAll(async () => {
    server = await serveMcp(registry(), { transport: "http", port: 0, locale: "zh-TW", timeZone: "Asia/Taipei", now });
  });
  afterAll(() => server.close());

  it("asks the client's user through elicitation, and runs the call when they agree", async () => {
    const questions: string[] = [];
    const client = await connect(server.url!, (question) => (questions.push(question), { action: "accept", content: { confirm: true } }));
    const result = await client.callTool({ name: "delete_everything", arguments: { reason: "搬家" } });
    await client.close();
    expect(questions).toEqual(["確定要刪除所有筆記（搬家）嗎？"]);
    expect(result.content).toEqual([{ type: "text", text: "刪除了 3 則筆記。" }]);
    expect(deleted).toContain("搬家");
  });

  it("does not run the call when the user declines", async () => {
    const client = await connect(server.url!, () => ({ action: "decline" }));
    const result = await client.callTool({ name: "delete_everything", arguments: { reason: "試試看" } });
    await client.close();
    expect(result).toEqual({ isError: true, content: [{ type: "text", text: "沒有執行：使用者沒有確認。" }] });
    expect(deleted).not.toContain("試試看");
  });

  it("asks before every call of a destructive tool, also one its own question lets through", async () => {
    const questions: string[] = [];
    const client = await connect(server.url!, (question) => (questions.push(question), { action: "accept", content: { confirm: true } }));
    const result = await client.callTool({ name: "delete_note", arguments: { id: "7" } });
    await client.close();
    expect(questions).toEqual(['要執行 delete_note（{"id":"7"}）嗎？']);
    expect(result.content).toEqual([{ type: "text", text: "刪除了 1 則筆記。" }]);
    expect(deleted).toContain("note 7");
  });

  it("does not run the call when the user leaves the box unticked", async () => {
    const client = await connect(server.url!, () => ({ action: "accept", content: { confirm: false } }));
    const result = await client.callTool({ name: "delete_note", arguments: { id: "8" } });
    await client.close();
    expect(result).toEqual({ isError: true, content: [{ type: "text", text: "沒有執行：使用者沒有確認。" }] });
    expect(deleted).not.toContain("note 8");
  });

  it("refuses by default a destructive call from a client that cannot ask, saying what would let it run", async () => {
    const english = await serveMcp(registry(), { transport: "http", port: 0, locale: "en", timeZone: "Asia/Taipei", now });
    const client = await connect(english.url!);
    const all = await client.callTool({ name: "delete_everything", arguments: { reason: "no elicitation" } });
    const one = await client.callTool({ name: "delete_note", arguments: { id: "9" } });
    const read = await client.callTool({ name: "calculate", arguments: { expression: "1+1" } });
    await client.close();
    await english.close();
    const refusal = (name: string) =>
      `Not done: ${name} may delete or change data and needs the user's confirmation, which this server asks for through MCP elicitation, and this client does not support it. Use a client that supports elicitation, or have the operator start the server with --unconfirmed run (serveMcp's unconfirmed: "run") to run such calls without asking.`;
    expect(all).toEqual({ isError: true, content: [{ type: "text", text: refusal("delete_everything") }] });
    expect(one).toEqual({ isError: true, content: [{ type: "text", text: refusal("delete_note") }] });
    expect(read.isError).toBeUndefined();
    expect(deleted).not.toContain("no elicitation");
    expect(deleted).not.toContain("note 9");
  });

  it('runs it unasked when the operator opts in with unconfirmed: "run"', async () => {
    const trusting = await serveMcp(registry(), {
      transport: "http",
      port: 0,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      now,
      unconfirmed: "run",
    });
    const client = await connect(trusting.url!);
    const result = await client.callTool({ name: "delete_everything", arguments: { reason: "客戶端已確認" } });
    await client.close();
    await trusting.close();
    expect(result.isError).toBeUndefined();
    expect(deleted).toContain("客戶端已確認");
  });
});

describe("DNS rebinding protection", () => {
  it("refuses a request whose Host is not this machine", async () => {
    const server = await serveMcp(registry(), { transport: "http", port: 0, locale: "zh-TW", timeZone: "Asia/Taipei" });
    const { port } = new URL(server.url!);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const body = JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "page", version: "1" } },
      });
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/mcp",
          method: "POST",
          headers: { Host: `evil.example:${port}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        },
        (response) => (response.resume(), resolve(response.statusCode)),
      );
      request.on("error", reject);
      request.end(body);
    });
    await server.close();
    expect(status).toBe(403);
  });
});

const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};

/** A POST as a client would send it; the status, the session id it names and the body. */
async function post(url: string, body: string, sessionId?: string): Promise<{ status: number; sessionId: string | null; text: string }> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      ...(sessionId === undefined ? {} : { "Mcp-Session-Id": sessionId }),
    },
    body,
  });
  return { status: response.status, sessionId: response.headers.get("mcp-session-id"), text: await response.text() };
}

async function openRawSession(url: string): Promise<string> {
  const opened = await post(url, JSON.stringify(initialize));
  expect(opened.status).toBe(200);
  return opened.sessionId!;
}

const listTools = (url: string, sessionId: string) => post(url, JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }), sessionId);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sessions end when idle, and there are at most maxSessions", () => {
  it("answers 404 to a session left idle past sessionIdleTimeoutMs, as MCP says of an ended session", async () => {
    const server = await serveMcp(registry(), { transport: "http", port: 0, locale: "en", timeZone: "UTC", sessionIdleTimeoutMs: 300 });
    const sessionId = await openRawSession(server.url!);
    expect((await listTools(server.url!, sessionId)).status).toBe(200);
    await pause(150);
    expect((await listTools(server.url!, sessionId)).status).toBe(200);
    await pause(700);
    const expired = await listTools(server.url!, sessionId);
    await server.close();
    expect(expired.status).toBe(404);
    expect(JSON.parse(expired.text)).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32001, message: "Session not found" } });
  });

  it("keeps a session whose client holds its event stream open (the SDK client), past the idle time", async () => {
    const server = await serveMcp(registry(), { transport: "http", port: 0, locale: "en", timeZone: "UTC", sessionIdleTimeoutMs: 300 });
    const client = await connect(server.url!);
    await pause(800);
    const result = await client.callTool({ name: "calculate", arguments: { expression: "2+3" } });
    await client.close();
    await server.close();
    expect(result.content).toEqual([{ type: "text", text: "2+3 equals 5." }]);
  });

  it("makes room for a new session by ending the one idle longest, never one at work", async () => {
    const server = await serveMcp(registry(), { transport: "http", port: 0, locale: "en", timeZone: "UTC", maxSessions: 2 });
    const client = await connect(server.url!);
    const first = await openRawSession(server.url!);
    const second = await openRawSession(server.url!);
    const statuses = [(await listTools(server.url!, first)).status, (await listTools(server.url!, second)).status];
    const result = await client.callTool({ name: "calculate", arguments: { expression: "2+3" } });
    await client.close();
    await server.close();
    expect(statuses).toEqual([404, 200]);
    expect(result.content).toEqual([{ type: "text", text: "2+3 equals 5." }]);
  });

  it("answers 503 with Retry-After when every session is at work", async () => {
    const server = await serveMcp(registry(), { transport: "http", port: 0, locale: "en", timeZone: "UTC", maxSessions: 1 });
    const client = await connect(server.url!);
    const refused = await fetch(server.url!, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify(initialize),
    });
    await client.close();
    await server.close();
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
  });
});

describe("bodies the HTTP server cannot take", () => {
  let server: McpServing;
  beforeAll(async () => {
    server = await serveMcp(registry(), { transport: "http", port: 0, locale: "en", timeZone: "UTC" });
  });
  afterAll(() => server.close());

  it("answers a body over 4 MB with 413, whether its length is said or not", async () => {
    const { port } = new URL(server.url!);
    const huge = JSON.stringify({ ...initialize, padding: "x".repeat(5 * 1024 * 1024) });
    const send = (chunked: boolean) =>
      new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/mcp",
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Accept: "application/json, text/event-stream",
              ...(chunked ? {} : { "Content-Length": Buffer.byteLength(huge) }),
            },
          },
          (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += chunk.toString()));
            response.on("end", () => resolve({ status: response.statusCode, body }));
          },
        );
        // The server may close the connection once it has answered, before the rest is sent.
        request.on("error", (error) => (request.writableEnded ? undefined : reject(error)));
        if (chunked) for (let start = 0; start < huge.length; start += 256 * 1024) request.write(huge.slice(start, start + 256 * 1024));
        request.end(chunked ? undefined : huge);
      });
    const expected = { jsonrpc: "2.0", error: { code: -32000, message: "Payload too large: a request may be at most 4 MB" }, id: null };
    for (const chunked of [false, true]) {
      const answer = await send(chunked);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(expected);
    }
  });

  it("answers arguments given as a string with -32602 and a short reason", async () => {
    const sessionId = await openRawSession(server.url!);
    const call = { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "calculate", arguments: '{"expression":"1+1"}' } };
    const answer = await post(server.url!, JSON.stringify(call), sessionId);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: -32602, message: 'Invalid params: "arguments" must be an object, not a string' },
    });
  });
});
