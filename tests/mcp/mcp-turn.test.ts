import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DialogueGraph, ToolRegistry, connectMcp, type McpConnection } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";
import { createCalculatorTool } from "../../src/tools/calculator/index";

const now = () => new Date("2026-03-10T01:00:00Z");
const testServer = { command: process.execPath, args: [path.join(__dirname, "servers/test-tools-server.mjs")], stderr: "ignore" as const };

describe("a turn that calls a tool of an MCP server", () => {
  let model: ScriptedModelServer;
  const registry = new ToolRegistry([createCalculatorTool()]);
  let connection: McpConnection;
  beforeAll(async () => {
    model = await ScriptedModelServer.start();
    connection = await connectMcp(testServer, { registry });
  });
  afterAll(async () => {
    await connection.close();
    await model.close();
  });

  it("offers the MCP tools to the model beside the built-in ones, calls one and answers with its text", async () => {
    model.enqueue({ toolCalls: [{ name: "weather_today", arguments: { city: "Taipei" } }] }, { content: "台北今天晴天，28 度。" });
    const graph = new DialogueGraph({ model: model.model(), registry, now, localIntents: false });

    const turn = await graph.invoke("台北今天天氣如何", { threadId: "mcp-1" });

    expect(turn.reply).toBe("台北今天晴天，28 度。");
    expect(turn.toolCalls.map((call) => [call.name, call.args, call.result.success])).toEqual([
      ["weather_today", { city: "Taipei" }, true],
    ]);
    const offered = model.requests[0].tools?.map((tool) => tool.function);
    expect(offered?.map((tool) => tool.name)).toEqual(expect.arrayContaining(["calculate", "weather_today", "add_tool"]));
    expect(offered?.find((tool) => tool.name === "weather_today")?.parameters).toMatchObject({
      properties: { city: { type: "string", description: "City name in English" } },
    });
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("Taipei: sunny, 28°C");
  });

  it("lets the model explain a failure the server reported, from the server's reason", async () => {
    model.enqueue({ toolCalls: [{ name: "weather_today", arguments: { city: "Atlantis" } }] }, { content: "我只查得到台北和柏林的天氣。" });
    const graph = new DialogueGraph({ model: model.model(), registry, now, localIntents: false });

    const turn = await graph.invoke("亞特蘭提斯天氣如何", { threadId: "mcp-2" });

    expect(turn.reply).toBe("我只查得到台北和柏林的天氣。");
    expect(turn.toolCalls[0].result).toMatchObject({
      success: false,
      error: { code: "api_error", message: "Today's weather 回報錯誤，沒有完成。" },
    });
    const toolMessage = model.requests.at(-1)!.messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("Unknown city: Atlantis. Known: Taipei, Berlin");
  });
});

describe("a turn with @modelcontextprotocol/server-filesystem", () => {
  it("reads the user's note through the server and answers from it", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "mcp-turn-"));
    writeFileSync(path.join(folder, "shopping.txt"), "牛奶\n雞蛋\n");
    const model = await ScriptedModelServer.start();
    const registry = new ToolRegistry();
    const files = await connectMcp(
      {
        command: process.execPath,
        args: [path.join(__dirname, "../../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js"), folder],
        stderr: "ignore",
      },
      { registry, prefix: "notes_" },
    );
    try {
      model.enqueue(
        { toolCalls: [{ name: "notes_read_text_file", arguments: { path: path.join(folder, "shopping.txt") } }] },
        { content: "清單上有牛奶和雞蛋。" },
      );
      const graph = new DialogueGraph({ model: model.model(), registry, now, localIntents: false });
      const turn = await graph.invoke("我的購物清單上有什麼", { threadId: "files" });
      expect(turn.reply).toBe("清單上有牛奶和雞蛋。");
      expect(turn.toolCalls[0]).toMatchObject({ name: "notes_read_text_file", text: "牛奶\n雞蛋\n" });
    } finally {
      await files.close();
      await model.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
