import { randomUUID } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { McpServerSdk } from "./load-mcp-server-sdk";
import type { McpServing } from "./serve-mcp-options";
import { isLocalRequest } from "./is-local-request";
import { McpHttpSessions } from "./mcp-http-sessions";
import { toolCallParamsProblem } from "./tool-call-params-problem";

/** Options of {@link serveMcpHttp}. */
export interface ServeMcpHttpOptions {
  sdk: McpServerSdk;
  createServer: () => Server;
  port: number;
  host: string;
  path: string;
  /** A session with no request and no open stream for this long is ended. */
  sessionIdleTimeoutMs: number;
  /** How many sessions may be open at once. */
  maxSessions: number;
}

const maxBodyBytes = 4 * 1024 * 1024;

function sendError(
  response: ServerResponse,
  status: number,
  code: number,
  message: string,
  { id = null, headers = {} }: { id?: string | number | null; headers?: Record<string, string> } = {},
): void {
  response
    .writeHead(status, { "Content-Type": "application/json", ...headers })
    .end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id }));
}

/** The request's body, or "too large" past maxBodyBytes (the rest is read and dropped, so the answer can be sent). */
function readBody(request: IncomingMessage): Promise<Buffer | "too large"> {
  if (Number(request.headers["content-length"] ?? 0) > maxBodyBytes) {
    request.resume();
    return Promise.resolve("too large");
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) return void chunks.push(chunk);
      request.off("data", onData);
      request.resume();
      resolve("too large");
    };
    request.on("data", onData);
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

/**
 * Serves Streamable HTTP at `path`, one MCP session (and one SDK server) per client, as the MCP
 * spec has it: a POST of `initialize` opens a session and gets its `Mcp-Session-Id`; POST, GET
 * (the server's event stream) and DELETE (the end) name it. Sessions end when idle (McpHttpSessions).
 * On a loopback address, requests whose Host or Origin is not local are refused, so a web page
 * cannot reach the tools by DNS rebinding. A body over 4 MB gets 413.
 */
export async function serveMcpHttp({
  sdk,
  createServer,
  port,
  host,
  path,
  sessionIdleTimeoutMs,
  maxSessions,
}: ServeMcpHttpOptions): Promise<McpServing> {
  const sessions = new McpHttpSessions({ idleTimeoutMs: sessionIdleTimeoutMs, maxSessions });

  const openSession = async (): Promise<StreamableHTTPServerTransport> => {
    const transport: StreamableHTTPServerTransport = new sdk.StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (sessionId) => sessions.add(sessionId, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.remove(transport.sessionId);
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
    if (typeof sessionId === "string") sessions.track(sessionId, response);
    if (request.method === "POST") {
      const raw = await readBody(request);
      if (raw === "too large")
        return sendError(response, 413, -32000, `Payload too large: a request may be at most ${maxBodyBytes / 1024 / 1024} MB`, {
          headers: { Connection: "close" },
        });
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        return sendError(response, 400, -32700, "Parse error");
      }
      if (session !== undefined) {
        const problem = toolCallParamsProblem(body);
        if (problem !== undefined) {
          const id = (body as { id?: unknown }).id;
          return sendError(response, 200, -32602, problem, { id: typeof id === "number" || typeof id === "string" ? id : null });
        }
        return session.handleRequest(request, response, body);
      }
      if (!sdk.isInitializeRequest(body)) return sendError(response, 400, -32000, "Bad Request: no session; send initialize first");
      if (!(await sessions.makeRoom()))
        return sendError(response, 503, -32000, "Too many sessions open; try again later", { headers: { "Retry-After": "60" } });
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
      await sessions.closeAll();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
