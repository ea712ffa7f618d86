import { loadSettings } from "../core/settings";
import type { ToolRegistry } from "../core/tool-registry";
import { createMcpSessionServer } from "./create-mcp-session-server";
import { libraryVersion } from "./library-version";
import { loadMcpServerSdk } from "./load-mcp-server-sdk";
import type { McpServing, ServeMcpOptions } from "./serve-mcp-options";
import { serveMcpHttp } from "./serve-mcp-http";
import { serveMcpStdio } from "./serve-mcp-stdio";
import { DEFAULTS } from "../core/defaults";

/**
 * Serves a registry's tools to MCP clients (Claude Desktop, IDEs, agents) over stdio or
 * Streamable HTTP. Each call runs as in a turn — normalised and validated arguments, the tool's
 * timeout, the client's cancellation — and answers with the formatter's text as `content` and the
 * data as `structuredContent`, or `isError: true` with the message the user would hear. A call of
 * a destructive tool runs only when the client's user confirms it through MCP elicitation; a
 * client without elicitation is refused unless the operator says otherwise (see `unconfirmed`).
 *
 * @example
 * ```ts
 * // stdio: what `dialogue-graph mcp` runs
 * await serveMcp(createDefaultRegistry());
 *
 * // Streamable HTTP on 127.0.0.1
 * const server = await serveMcp(registry, { transport: "http", port: 3000 });
 * server.url; // "http://127.0.0.1:3000/mcp"
 * await server.close();
 * ```
 */
export async function serveMcp(registry: ToolRegistry, options: ServeMcpOptions = {}): Promise<McpServing> {
  const needsSettings = options.locale === undefined || options.timeZone === undefined;
  const settings = needsSettings ? loadSettings() : undefined;
  const {
    transport = "stdio",
    port = 3000,
    host = "127.0.0.1",
    path = "/mcp",
    sessionIdleTimeoutMs = 30 * 60_000,
    maxSessions = 100,
    locale = settings?.locale ?? DEFAULTS.locale,
    timeZone = settings?.timeZone ?? DEFAULTS.timeZone,
    now = () => new Date(),
    toolTimeoutMs = 15_000,
    unconfirmed = "refuse",
    name = "dialogue-graph",
    version = libraryVersion,
    stdio = { stdin: process.stdin, stdout: process.stdout },
  } = options;
  const sdk = await loadMcpServerSdk();
  const createServer = () => createMcpSessionServer({ sdk, registry, name, version, locale, timeZone, now, toolTimeoutMs, unconfirmed });
  return transport === "http"
    ? serveMcpHttp({ sdk, createServer, port, host, path, sessionIdleTimeoutMs, maxSessions })
    : serveMcpStdio({ sdk, createServer, ...stdio });
}
