import { randomUUID } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { McpServerSdk } from "./load-mcp-server-sdk";
import type { McpServing } from "./serve-mcp-options";
import { isLocalRequest } from "./is-local-request";

/** Options of {@link serveMcpHttp}. */
export interface ServeMcpHttpOptions {
  sdk: McpServerSdk;
  createServer: () => Server;
  port: number;
  host: string;
  path: string;
}

const maxBodyBytes = 4 * 1024 * 1024;

function sendError(response: ServerResponse, status: number, code: number, message: string): void {
  response
    .writeHead(status, { "Content-Type": "application/json" })
    .end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new RangeError("body too large");
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/**
 * Serves Streamable HTTP at `path`, one MCP session (and one SDK server) per client, as the MCP
 * spec has it: a POST of `initialize` opens a session and gets its `Mcp-Session-Id`; POST, GET
 * (the server's event stream) and DELETE (the end) name it. On a loopback address, requests whose
 * Host or Origin is not local are refused, so a web page cannot reach the tools by DNS rebinding.
 */
export async function serveMcpHttp({ sdk, createServer, port, host, path }: ServeMcpHttpOptions): Promise<McpServing> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();

  const openSession = async (): Promise<StreamableHTTPServerTransport> => {
    const transport: StreamableHTTPServerTransport = new sdk.StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (sessionId) => void sessions.set(sessionId, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    await createServer().connect(transport);
    return transport;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (new URL(request.url ?? "/", "http://localhost").pathname !== path)
      return sendError(response, 404, -32000, `Not found; the MCP endpoint is ${path}`);
    if (!isLocalRequest(request, host)) return sendError(response, 403, -32000, "Forbidden: this server only answers local requests");
    const sessionId = request.headers["mcp-session-id"];
    const session = typeof sessionId === "string" ? sessions.get(sessionId) : undefined;
    if (sessionId !== undefined && session === undefined) return sendError(response, 404, -32001, "Session not found");
    if (request.method === "POST") {
      let body: unknown;
      try {
        body = await readJson(request);
      } catch {
        return sendError(response, 400, -32700, "Parse error");
      }
      if (session !== undefined) return session.handleRequest(request, response, body);
      if (!sdk.isInitializeRequest(body)) return sendError(response, 400, -32000, "Bad Request: no session; send initialize first");
      return (await openSession()).handleRequest(request, response, body);
    }
    if (request.method === "GET" || request.method === "DELETE") {
      if (session === undefined) return sendError(response, 400, -32000, "Bad Request: Mcp-Session-Id header required");
      return session.handleRequest(request, response);
    }
    response.setHeader("Allow", "GET, POST, DELETE");
    sendError(response, 405, -32000, "Method not allowed");
  };

  const httpServer = createHttpServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) sendError(response, 500, -32603, "Internal error");
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(port, host, () => resolve());
  });
  const address = httpServer.address() as { port: number };
  const closed = new Promise<void>((resolve) => httpServer.once("close", () => resolve()));
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${address.port}${path}`,
    closed,
    async close() {
      await Promise.all([...sessions.values()].map((transport) => transport.close()));
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
