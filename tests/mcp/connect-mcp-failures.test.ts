import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connectMcp, serveMcp, type McpConnection, type McpTool } from "../../src/mcp/index";
import { ToolRegistry } from "../../src/core/tool-registry";
import type { ToolContext } from "../../src/core/tool-context";
import { createCalculatorTool } from "../../src/tools/calculator/index";

const testServer = { command: process.execPath, args: [path.join(__dirname, "servers/test-tools-server.mjs")], stderr: "ignore" as const };

function context(signal = new AbortController().signal, locale: ToolContext["locale"] = "zh-TW"): ToolContext {
  return { signal, now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei", locale };
}

/**
 * Whether the process that writes its id to `pidFile` has gone within a few seconds (the SDK ends
 * its stdin, then sends SIGTERM after 2 s). A process that never started has gone too.
 */
async function exits(pidFile: string): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      process.kill(Number(readFileSync(pidFile, "utf8")), 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(Number(readFileSync(pidFile, "utf8")), "SIGKILL");
  return false;
}

describe("connectMcp with a server that misbehaves", () => {
  const registry = new ToolRegistry([createCalculatorTool()]);
  let connection: McpConnection;
  const tool = (mcpName: string): McpTool => connection.tools.find((candidate) => candidate.mcpName === mcpName)!;
  beforeAll(async () => {
    connection = await connectMcp(testServer, { registry, timeoutMs: 500 });
  });
  afterAll(() => connection.close());

  describe("names a model cannot call", () => {
    it("maps them to names OpenAI accepts and keeps the server's names for calls", () => {
      const names = connection.tools.map((candidate) => candidate.name);
      for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(tool("weather.today").name).toBe("weather_today");
      expect(tool("天氣").name).toMatch(/^tool_[0-9a-f]{6}$/);
      expect(tool("files/read").name).toBe("files_read");
      expect(tool("files read").name).toMatch(/^files_read_[0-9a-f]{6}$/);
      expect(tool(`a_very_long_tool_name_${"x".repeat(60)}`).name).toHaveLength(64);
      expect(registry.names()).toEqual(["calculate", ...names]);
    });

    it("calls a renamed tool by its own name", async () => {
      const weather = registry.get("weather_today")!;
      const result = await weather.execute({ city: "Taipei" }, context());
      expect(weather.format(result, context())).toBe("Taipei: sunny, 28°C");
      expect(result.toJSON().data).toEqual({
        text: "Taipei: sunny, 28°C",
        structuredContent: { city: "Taipei", sky: "sunny", celsius: 28 },
      });
    });

    it("offers the server's output schema with the tool", () => {
      expect(tool("weather.today").outputSchema).toMatchObject({ type: "object", properties: { celsius: { type: "number" } } });
    });
  });

  describe("failures", () => {
    it("says in the user's language when the server reports an error, and gives the model the server's text", async () => {
      const weather = tool("weather.today");
      const result = await weather.execute({ city: "Atlantis" }, context(undefined, "en"));
      expect(result.error?.toJSON()).toMatchObject({ code: "api_error", message: "Today's weather reported an error and did not finish." });
      expect(weather.format(result, context(undefined, "en"))).toBe(
        "Today's weather reported an error and did not finish.\nUnknown city: Atlantis. Known: Taipei, Berlin",
      );
    });

    it("times out a call that never answers, with a message to speak", async () => {
      const result = await tool("hang").execute({}, context());
      expect(result.error?.toJSON()).toMatchObject({ code: "TIMEOUT", message: "hang 超過 0.5 秒沒有回應。" });
    });

    it("stops waiting when the turn is aborted", async () => {
      const controller = new AbortController();
      const pending = tool("hang").execute({}, context(controller.signal, "zh-CN"));
      controller.abort();
      expect((await pending).error?.toJSON()).toMatchObject({ code: "ABORTED", message: "hang 已取消。" });
    });

    it("reports a server that crashed mid-call, then starts it again for the next call", async () => {
      const before = await tool("pid").execute({}, context());
      const crashed = await tool("crash").execute({}, context());
      expect(crashed.error?.toJSON()).toMatchObject({ code: "network_error", message: "crash 的服務連不上或中斷了，請稍後再試。" });
      const after = await tool("pid").execute({}, context());
      expect(after.success).toBe(true);
      expect(after.data?.text).not.toBe(before.data?.text);
    });
  });
});

describe("a tool list that changes", () => {
  it("updates the registry when the server announces a new tool, and close() takes the tools out", async () => {
    const registry = new ToolRegistry();
    let changed!: (tools: readonly McpTool[]) => void;
    const announced = new Promise<readonly McpTool[]>((resolve) => (changed = resolve));
    const connection = await connectMcp(testServer, { registry, onToolsChanged: (tools) => changed(tools) });
    try {
      expect(registry.has("greet")).toBe(false);
      await connection.tools.find((tool) => tool.name === "add_tool")!.execute({}, context());
      expect((await announced).map((tool) => tool.name)).toContain("greet");
      const greet = registry.get("greet")!;
      expect(greet.format(await greet.execute({ name: "阿明" }, context()), context())).toBe("Hello, 阿明!");
    } finally {
      await connection.close();
    }
    expect(registry.names()).toEqual([]);
  });
});

describe("a server that never answers", () => {
  it("fails to connect with an error that names the server, and does not leave it running", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "mcp-silent-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const pidFile = path.join(folder, "pid");
    const silent = {
      command: process.execPath,
      args: [path.join(__dirname, "servers/silent-server.mjs"), pidFile],
      stderr: "ignore" as const,
    };
    await expect(connectMcp(silent, { connectTimeoutMs: 300 })).rejects.toThrow(
      /Could not connect to MCP server .*silent-server\.mjs.*: .*timed out/i,
    );
    expect(await exits(pidFile)).toBe(true);
  });

  it("fails to connect when the command does not exist", async () => {
    await expect(connectMcp({ command: "no-such-mcp-server-command" })).rejects.toThrow(
      /Could not connect to MCP server no-such-mcp-server-command/,
    );
  });
});

describe("a Streamable HTTP server that goes away and comes back", () => {
  it("reports the outage, then opens a new session with the restarted server", async () => {
    const serve = (port: number) =>
      serveMcp(new ToolRegistry([createCalculatorTool()]), { transport: "http", port, locale: "zh-TW", timeZone: "Asia/Taipei" });
    let server = await serve(0);
    const { port } = new URL(server.url!);
    const connection = await connectMcp({ url: server.url! });
    const calculate = connection.tools[0];
    try {
      expect(calculate.format(await calculate.execute({ expression: "1+1" }, context()), context())).toBe("1+1 等於 2。");
      await server.close();
      const down = await calculate.execute({ expression: "2+2" }, context());
      expect(down.error?.toJSON()).toMatchObject({ code: "network_error", message: "calculate 的服務連不上或中斷了，請稍後再試。" });
      // The new server knows nothing of the old session: it answers 404 and the client starts a new
      // one. A connection the old server closed may still sit in the client's pool and fail one
      // call (a POST is not sent twice): at most that one call is lost, and it says so.
      server = await serve(Number(port));
      const first = await calculate.execute({ expression: "3+3" }, context());
      const answers = [first, ...(first.success ? [] : [await calculate.execute({ expression: "3+3" }, context())])];
      expect(answers.slice(0, -1).map((answer) => answer.error?.code)).toEqual(answers.length === 2 ? ["network_error"] : []);
      expect(calculate.format(answers.at(-1)!, context())).toBe("3+3 等於 6。");
      expect(down.error?.details?.reason).toMatch(/fetch failed: /);
    } finally {
      await connection.close();
      await server.close();
    }
  });
});
