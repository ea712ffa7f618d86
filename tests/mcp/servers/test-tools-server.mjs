// A small MCP server (official SDK, stdio) with the awkward cases a client must survive: names a
// model cannot call, a tool that crashes the process mid-call, one that never answers, one that
// reports isError, and one that adds a tool (the server then sends tools/list_changed).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const server = new McpServer({ name: "test-tools", version: "1.0.0" });
const text = (value) => ({ content: [{ type: "text", text: value }] });
const forecasts = { Taipei: { sky: "sunny", celsius: 28 }, Berlin: { sky: "rain", celsius: 9 } };

server.registerTool(
  "weather.today",
  {
    title: "Today's weather",
    description: "Today's weather in a city.",
    inputSchema: { city: z.string().describe("City name in English") },
    outputSchema: { city: z.string(), sky: z.string(), celsius: z.number() },
  },
  async ({ city }) => {
    const forecast = forecasts[city];
    if (forecast === undefined)
      return { isError: true, content: [{ type: "text", text: `Unknown city: ${city}. Known: ${Object.keys(forecasts).join(", ")}` }] };
    const structuredContent = { city, ...forecast };
    return { ...text(`${city}: ${forecast.sky}, ${forecast.celsius}°C`), structuredContent };
  },
);
server.registerTool("crash", { description: "Exits the server process in the middle of the call." }, async () => {
  setTimeout(() => process.exit(1), 20);
  return new Promise(() => {});
});
server.registerTool("hang", { description: "Never answers." }, async () => new Promise(() => {}));
server.registerTool("天氣", { description: "A name in Chinese." }, async () => text("晴"));
server.registerTool("files/read", { description: "A name with a slash." }, async () => text("read"));
server.registerTool("files read", { description: "The same name with a space." }, async () => text("read too"));
server.registerTool(`a_very_long_tool_name_${"x".repeat(60)}`, { description: "A name longer than 64 characters." }, async () =>
  text("long"),
);
server.registerTool("add_tool", { description: "Adds the tool 'greet'." }, async () => {
  server.registerTool("greet", { description: "Greets someone.", inputSchema: { name: z.string() } }, async ({ name }) =>
    text(`Hello, ${name}!`),
  );
  return text("added greet");
});
server.registerTool("pid", { description: "The server's process id." }, async () => text(String(process.pid)));

await server.connect(new StdioServerTransport());
