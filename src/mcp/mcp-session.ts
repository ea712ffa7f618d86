import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult, Tool as McpToolDefinition } from "@modelcontextprotocol/sdk/types.js";
import { libraryVersion } from "./library-version";
import { loadMcpClientSdk } from "./load-mcp-client-sdk";
import { describeMcpServer, type McpServerConfig } from "./mcp-server-config";

/** Options of {@link McpSession}. */
export interface McpSessionOptions {
  /** The name this client gives the server. */
  clientName: string;
  /** How long the server has to answer the handshake, in milliseconds. */
  connectTimeoutMs: number;
  /** Called when the server says its tool list changed. */
  onToolsChanged: () => void;
}

/**
 * One MCP server's connection, made again on the next call after it was lost (a stdio server
 * that crashed is started again), so a long-running assistant survives a server's restart.
 */
export class McpSession {
  private client: Client | undefined;
  private connecting: Promise<Client> | undefined;
  private closed = false;

  constructor(
    private readonly server: McpServerConfig,
    private readonly options: McpSessionOptions,
  ) {}

  /** The server's name and version, from the handshake. */
  get serverInfo(): { name: string; version: string } | undefined {
    return this.client?.getServerVersion();
  }

  /** Connects, or returns the live connection. Throws when the server cannot be started or reached, or does not answer in time. */
  connect(): Promise<Client> {
    if (this.closed) return Promise.reject(new Error(`The connection to MCP server ${describeMcpServer(this.server)} is closed.`));
    if (this.client !== undefined) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** Every tool the server lists, page after page. */
  async listTools(): Promise<McpToolDefinition[]> {
    const client = await this.connect();
    const tools: McpToolDefinition[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor === undefined ? undefined : { cursor }, { timeout: this.options.connectTimeoutMs });
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    return tools;
  }

  /**
   * Calls a tool; the signal cancels it on the server too (`notifications/cancelled`). An HTTP
   * server that no longer knows the session (404: it restarted, or let the session expire) gets a
   * new session and the call once more, as the spec asks of clients.
   */
  async callTool(
    name: string,
    args: Record<string, unknown>,
    { signal, timeoutMs }: { signal: AbortSignal; timeoutMs: number },
  ): Promise<CallToolResult> {
    const call = async (client: Client) =>
      (await client.callTool({ name, arguments: args }, undefined, { signal, timeout: timeoutMs })) as CallToolResult;
    const client = await this.connect();
    try {
      return await call(client);
    } catch (error) {
      if (!("url" in this.server) || (error as { code?: unknown }).code !== 404) throw error;
      if (this.client === client) this.client = undefined;
      await client.close().catch(() => undefined);
      return call(await this.connect());
    }
  }

  /** Ends the session (an HTTP session is terminated on the server) and stops a stdio server. */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    if (client === undefined) return;
    const transport = client.transport as { terminateSession?: () => Promise<void> } | undefined;
    await transport?.terminateSession?.().catch(() => undefined);
    await client.close();
  }

  private async open(): Promise<Client> {
    const sdk = await loadMcpClientSdk();
    const { server } = this;
    const transport =
      "url" in server
        ? new sdk.StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: { ...server.headers } } })
        : new sdk.StdioClientTransport({
            command: server.command,
            args: [...(server.args ?? [])],
            env: { ...sdk.getDefaultEnvironment(), ...server.env },
            cwd: server.cwd,
            stderr: server.stderr ?? "inherit",
          });
    const client = new sdk.Client(
      { name: this.options.clientName, version: libraryVersion },
      { listChanged: { tools: { autoRefresh: false, onChanged: () => this.options.onToolsChanged() } } },
    );
    client.onclose = () => {
      if (this.client === client) this.client = undefined;
    };
    try {
      await client.connect(transport, { timeout: this.options.connectTimeoutMs });
    } catch (error) {
      await client.close().catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Could not connect to MCP server ${describeMcpServer(server)}: ${reason}`, { cause: error });
    }
    if (this.closed) {
      await client.close();
      throw new Error(`The connection to MCP server ${describeMcpServer(server)} is closed.`);
    }
    this.client = client;
    return client;
  }
}
