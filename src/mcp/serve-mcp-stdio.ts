import type { Readable, Writable } from "node:stream";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { McpServerSdk } from "./load-mcp-server-sdk";
import type { McpServing } from "./serve-mcp-options";

/** Options of {@link serveMcpStdio}. */
export interface ServeMcpStdioOptions {
  sdk: McpServerSdk;
  createServer: () => Server;
  stdin: Readable;
  stdout: Writable;
}

/**
 * Serves one session on stdin and stdout (stdout carries only MCP messages; logs belong on
 * stderr). It stops when the client closes stdin, as MCP clients do to stop a server.
 */
export async function serveMcpStdio({ sdk, createServer, stdin, stdout }: ServeMcpStdioOptions): Promise<McpServing> {
  const server = createServer();
  const closed = new Promise<void>((resolve) => (server.onclose = resolve));
  await server.connect(new sdk.StdioServerTransport(stdin, stdout));
  const close = () => server.close();
  stdin.once("end", () => void close());
  return { url: undefined, closed, close };
}
