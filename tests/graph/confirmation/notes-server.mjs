// A small MCP server (official SDK, stdio) keeping notes in the JSON file named by its first
// argument: `read_note` (read-only) and `erase_note`, annotated destructiveHint, which removes one.
import { readFileSync, writeFileSync } from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const file = process.argv[2];
const notes = () => JSON.parse(readFileSync(file, "utf8"));
const text = (value) => ({ content: [{ type: "text", text: value }] });
const server = new McpServer({ name: "notes", version: "1.0.0" });

server.registerTool(
  "read_note",
  { description: "Reads a note.", inputSchema: { name: z.string() }, annotations: { readOnlyHint: true } },
  async ({ name }) => text(notes()[name] ?? "no such note"),
);
server.registerTool(
  "erase_note",
  { description: "Erases a note.", inputSchema: { name: z.string() }, annotations: { destructiveHint: true, readOnlyHint: false } },
  async ({ name }) => {
    const { [name]: _erased, ...rest } = notes();
    writeFileSync(file, JSON.stringify(rest));
    return text(`erased ${name}`);
  },
);

await server.connect(new StdioServerTransport());
