import type { Readable, Writable } from "node:stream";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { McpServerSdk } from "./load-mcp-server-sdk";
import type { McpServing } from "./serve-mcp-options";
import { StdioLineTransport } from "./stdio-line-transport";

/** Options of {@link serveMcpStdio}. */
export interface ServeMcpStdioOptions {
  sdk: McpServerSdk;
  createServer: () => Server;
  stdin: Readable;
  stdout: Writable;
}

/**
 * Serves one session on stdin and stdout (stdout carries only MCP messages; logs belong on
 * stderr). It stops when the client closes stdin, as MCP clients do to stop a server; a line that
 * is not a message, or is too long, gets a JSON-RPC error and the session goes on (StdioLineTransport).
 */
export async function serveMcpStdio({ sdk, createServer, stdin, stdout }: ServeMcpStdioOptions): Promise<McpServing> {
  const server = createServer();
  const closed = new Promise<void>((resolve) => (server.onclose = resolve));
  await server.connect(new StdioLineTransport(sdk, stdin, stdout));
  const close = () => server.close();
  stdin.once("end", () => void close());
  return { url: undefined, closed, close };
}
