import type { Tool as McpToolDefinition } from "@modelcontextprotocol/sdk/types.js";
import type { ToolRegistry } from "../core/tool-registry";
import { McpSession } from "./mcp-session";
import type { McpServerConfig } from "./mcp-server-config";
import { McpTool } from "./mcp-tool";
import { toOpenAIToolName } from "./to-openai-tool-name";

/** Options of {@link connectMcp}. */
export interface ConnectMcpOptions {
  /** A registry to add the tools to and keep in step with the server's list; `close()` takes them out again. Default: none (use `tools`). */
  registry?: ToolRegistry;
  /** Put before every tool's name, to tell servers apart (`"fs_"` → `fs_read_file`). Default: `""`. */
  prefix?: string;
  /**
   * Which tools ask the user before each call (the graph's confirmation, like a built-in tool's
   * `confirm`): `"destructive"` those the server marks `destructiveHint: true` (and not read-only),
   * `"never"`, or a function of the tool. Default: `"destructive"`.
   */
  confirm?: "destructive" | "never" | ((tool: McpToolDefinition) => boolean);
  /** Which of the server's tools to take. Default: all. */
  filter?: (tool: McpToolDefinition) => boolean;
  /** Each call's timeout in milliseconds (the tool's own `timeoutMs`, so a graph applies it too). Default: 30 000. */
  timeoutMs?: number;
  /** How long the server has to start and answer the handshake, in milliseconds. Default: 20 000. */
  connectTimeoutMs?: number;
  /** The client name the server sees. Default: `"dialogue-graph"`. */
  clientName?: string;
  /** Called with the new tools after the server's list changed and the registry was updated. Default: none. */
  onToolsChanged?: (tools: readonly McpTool[]) => void;
}

/** A live connection to an MCP server, from {@link connectMcp}. */
export interface McpConnection {
  /** The server's tools as they are now (the list follows the server's `tools/list_changed`). */
  readonly tools: readonly McpTool[];
  /** The server's name and version from the handshake. */
  readonly serverInfo: { name: string; version: string } | undefined;
  /** Reads the server's tool list again (and updates the registry); servers that announce changes do not need it. */
  refresh(): Promise<readonly McpTool[]>;
  /** Removes the tools from the registry, ends the session and stops a stdio server. */
  close(): Promise<void>;
}

/**
 * Connects to an MCP server — a command started over stdio, or a Streamable HTTP URL — and
 * returns its tools, ready for a {@link ToolRegistry}. Throws when the server cannot be started
 * or reached or does not answer in time; after that, a call that fails (a crash, a timeout, the
 * server's `isError`) is a failed result with a message for the user, and a lost connection is
 * made again on the next call.
 *
 * @example
 * ```ts
 * const registry = createDefaultRegistry();
 * const files = await connectMcp(
 *   { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "/home/me/notes"] },
 *   { registry, prefix: "notes_" },
 * );
 * const assistant = new DialogueGraph({ registry });
 * // …
 * await files.close();
 * ```
 */
export async function connectMcp(
  server: McpServerConfig,
  {
    registry,
    prefix = "",
    confirm = "destructive",
    filter = () => true,
    timeoutMs = 30_000,
    connectTimeoutMs = 20_000,
    clientName = "dialogue-graph",
    onToolsChanged,
  }: ConnectMcpOptions = {},
): Promise<McpConnection> {
  let current: McpTool[] = [];
  // Refreshes run one after the other, each reading the list anew: a change announced while one
  // is under way is not lost in it.
  let queue: Promise<unknown> = Promise.resolve();
  const session: McpSession = new McpSession(server, {
    clientName,
    connectTimeoutMs,
    onToolsChanged: () => {
      void refresh().then(
        (tools) => onToolsChanged?.(tools),
        () => undefined, // the server went away; the next call reconnects
      );
    },
  });
  const call = session.callTool.bind(session);
  const mustConfirm = (tool: McpToolDefinition): boolean =>
    typeof confirm === "function"
      ? confirm(tool)
      : confirm === "destructive" && tool.annotations?.destructiveHint === true && tool.annotations.readOnlyHint !== true;

  const build = (definitions: McpToolDefinition[]): McpTool[] => {
    const own = new Set(current.map((tool) => tool.name));
    const taken = new Set(registry?.names().filter((name) => !own.has(name)) ?? []);
    return definitions.filter(filter).map((definition) => {
      const name = toOpenAIToolName(definition.name, { prefix, taken });
      taken.add(name);
      return new McpTool({ definition, name, timeoutMs, call, confirm: mustConfirm(definition) });
    });
  };
  const apply = (next: McpTool[]): McpTool[] => {
    for (const tool of current) registry?.unregister(tool.name);
    for (const tool of next) registry?.register(tool);
    current = next;
    return next;
  };
  const refresh = (): Promise<McpTool[]> => {
    const next = queue.then(async () => apply(build(await session.listTools())));
    queue = next.catch(() => undefined);
    return next;
  };

  try {
    await refresh();
  } catch (error) {
    await session.close();
    throw error;
  }
  return {
    get tools() {
      return current;
    },
    get serverInfo() {
      return session.serverInfo;
    },
    refresh,
    async close() {
      apply([]);
      await session.close();
    },
  };
}
