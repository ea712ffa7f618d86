/** An MCP server started as a child process and spoken to over its stdin and stdout. */
export interface McpStdioServerConfig {
  /** The program to run, e.g. `"npx"` or `process.execPath`. */
  command: string;
  /** Its arguments. Default: none. */
  args?: readonly string[];
  /**
   * Environment variables for it, added to the SDK's safe defaults (`PATH`, `HOME`, …; the rest of
   * this process's environment, API keys included, is not passed on). Default: none.
   */
  env?: Readonly<Record<string, string>>;
  /** Its working directory. Default: this process's. */
  cwd?: string;
  /** What becomes of its stderr (its logs): `"inherit"` shows them, `"ignore"` drops them. Default: `"inherit"`. */
  stderr?: "inherit" | "ignore";
}

/** An MCP server reached over Streamable HTTP. */
export interface McpHttpServerConfig {
  /** Its endpoint, e.g. `"http://127.0.0.1:3001/mcp"`. */
  url: string | URL;
  /** Headers sent with every request, e.g. `{ Authorization: "Bearer …" }`. Default: none. */
  headers?: Readonly<Record<string, string>>;
}

/** An MCP server: a command to start (stdio) or a URL (Streamable HTTP). */
export type McpServerConfig = McpStdioServerConfig | McpHttpServerConfig;

/** A short label of a server for error messages: its command line or its URL. */
export function describeMcpServer(server: McpServerConfig): string {
  return "url" in server ? String(server.url) : [server.command, ...(server.args ?? [])].join(" ");
}
