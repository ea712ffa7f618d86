import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connectMcp, type McpConnection } from "../../src/mcp/index";
import { ToolRegistry } from "../../src/core/tool-registry";
import type { ToolContext } from "../../src/core/tool-context";
import type { AnyTool } from "../../src/core/tool-registry";
import { startEverythingHttpServer } from "./support/everything-http-server";

const modules = path.join(__dirname, "../../node_modules/@modelcontextprotocol");
const everything = {
  command: process.execPath,
  args: [path.join(modules, "server-everything/dist/index.js"), "stdio"],
  stderr: "ignore" as const,
};

function context(locale: ToolContext["locale"] = "zh-TW"): ToolContext {
  return { signal: new AbortController().signal, now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei", locale };
}

/** What a user of the registry gets: the result and the text the model (or the user) receives. */
async function run(tool: AnyTool | undefined, args: Record<string, unknown>, locale: ToolContext["locale"] = "zh-TW") {
  if (tool === undefined) throw new Error("tool not registered");
  const checked = tool.validate(args);
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, context(locale));
  return { result: result.toJSON(), text: tool.format(result, context(locale)) };
}

describe("connectMcp with @modelcontextprotocol/server-everything over stdio", () => {
  const registry = new ToolRegistry();
  let connection: McpConnection;
  beforeAll(async () => {
    connection = await connectMcp(everything, { registry });
  });
  afterAll(() => connection.close());

  it("registers the server's tools with their JSON Schema as the server wrote it", () => {
    expect(connection.serverInfo?.name).toBe("mcp-servers/everything");
    expect(registry.names()).toEqual(expect.arrayContaining(["echo", "get-sum", "get-structured-content"]));
    const sum = registry.toOpenAITools().find((tool) => tool.function.name === "get-sum")!;
    expect(sum.function.parameters).toMatchObject({
      type: "object",
      properties: { a: { type: "number" }, b: { type: "number" } },
      required: ["a", "b"],
    });
  });

  it("calls a tool and gives its text content as the formatted result", async () => {
    const { result, text } = await run(registry.get("get-sum"), { a: 2, b: 3 });
    expect(result.success).toBe(true);
    expect(text).toBe("The sum of 2 and 3 is 5.");
  });

  it("keeps structured content as the result's data", async () => {
    const { result } = await run(registry.get("get-structured-content"), { location: "Chicago" });
    expect(result.data).toMatchObject({ structuredContent: { temperature: expect.any(Number), conditions: expect.any(String) } });
  });

  it("describes an image in a word instead of handing base64 to the model", async () => {
    const { text } = await run(registry.get("get-tiny-image"), {});
    expect(text).toContain("[image: image/png]");
    expect(text.length).toBeLessThan(500);
  });

  it("asks the model to repair arguments that break the server's schema", () => {
    const check = registry.get("get-sum")!.validate({ a: "two", b: 3 });
    expect(check).toMatchObject({ success: false, message: expect.stringContaining("a") });
  });
});

describe("connectMcp with @modelcontextprotocol/server-filesystem", () => {
  let folder: string;
  let connection: McpConnection;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "mcp-files-"));
    writeFileSync(path.join(folder, "shopping.txt"), "牛奶\n雞蛋\n");
    connection = await connectMcp(
      { command: process.execPath, args: [path.join(modules, "server-filesystem/dist/index.js"), folder], stderr: "ignore" },
      { prefix: "notes_" },
    );
  });
  afterAll(async () => {
    await connection.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const tool = (name: string) => connection.tools.find((candidate) => candidate.name === name);

  it("names every tool with the prefix and keeps the server's own name for calls", () => {
    expect(connection.tools.map((candidate) => candidate.name)).toEqual(
      expect.arrayContaining(["notes_read_text_file", "notes_list_directory"]),
    );
    expect(tool("notes_read_text_file")?.mcpName).toBe("read_text_file");
  });

  it("reads a file", async () => {
    const { text } = await run(tool("notes_read_text_file"), { path: path.join(folder, "shopping.txt") });
    expect(text).toBe("牛奶\n雞蛋\n");
  });

  it("asks before a call of a tool the server marks destructive, and not before a read", () => {
    const formatContext = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei", locale: "zh-TW" as const };
    expect(tool("notes_write_file")?.confirmation({ path: "a.txt", content: "x" }, formatContext)).toBe(
      "確定要執行「Write File」嗎？這個動作可能無法復原。",
    );
    expect(tool("notes_write_file")?.asksConfirmation).toBe(true);
    expect(tool("notes_read_text_file")?.confirmation({ path: "a.txt" }, formatContext)).toBeNull();
  });

  it("asks before the tools a function picks, when given one", async () => {
    const formatContext = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei", locale: "en" as const };
    const own = await connectMcp(
      { command: process.execPath, args: [path.join(modules, "server-filesystem/dist/index.js"), folder], stderr: "ignore" },
      { confirm: (definition) => definition.name === "read_text_file" },
    );
    try {
      const byName = (name: string) => own.tools.find((candidate) => candidate.name === name)!;
      expect(byName("read_text_file").confirmation({ path: "a.txt" }, formatContext)).toBe(
        "Go ahead with Read Text File? It may not be undoable.",
      );
      expect(byName("write_file").confirmation({ path: "a.txt", content: "x" }, formatContext)).toBeNull();
    } finally {
      await own.close();
    }
  });

  it("turns the server's isError into a failed result the user can hear, and gives the model the server's reason", async () => {
    const { result, text } = await run(tool("notes_read_text_file"), { path: "/etc/passwd" });
    expect(result.error).toMatchObject({ code: "api_error", message: "Read Text File 回報錯誤，沒有完成。" });
    expect(result.error?.message).not.toMatch(/denied|passwd/i);
    expect(text).toMatch(/^Read Text File 回報錯誤，沒有完成。\n.*(denied|outside)/i);
  });
});

describe("connectMcp over Streamable HTTP", () => {
  let server: Awaited<ReturnType<typeof startEverythingHttpServer>>;
  beforeAll(async () => {
    server = await startEverythingHttpServer();
  });
  afterAll(() => server.stop());

  it("lists and calls the tools of a server reached by URL, with the given headers", async () => {
    const connection = await connectMcp({ url: server.url, headers: { "X-Test": "1" } });
    try {
      const { text } = await run(
        connection.tools.find((tool) => tool.name === "echo"),
        { message: "你好" },
        "en",
      );
      expect(text).toBe("Echo: 你好");
    } finally {
      await connection.close();
    }
  });

  it("fails loudly when nothing answers at the URL", async () => {
    await expect(connectMcp({ url: "http://127.0.0.1:9/mcp" }, { connectTimeoutMs: 2000 })).rejects.toThrow(
      /Could not connect to MCP server http:\/\/127\.0\.0\.1:9\/mcp/,
    );
  });
});
