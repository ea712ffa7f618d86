/**
 * The MCP SDK, loaded on first use. Every value from `@modelcontextprotocol/sdk` comes through
 * these dynamic imports (types are imported with `import type`), so an application that never
 * uses MCP never loads the SDK: a bundler hoists a static import of an external package to the
 * top of the bundle, which would put it on every user's start-up path.
 */
export async function loadMcpClientSdk() {
  const [client, stdio, http, types] = await Promise.all([
    import("@modelcontextprotocol/sdk/client/index.js"),
    import("@modelcontextprotocol/sdk/client/stdio.js"),
    import("@modelcontextprotocol/sdk/client/streamableHttp.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]);
  return {
    Client: client.Client,
    StdioClientTransport: stdio.StdioClientTransport,
    getDefaultEnvironment: stdio.getDefaultEnvironment,
    StreamableHTTPClientTransport: http.StreamableHTTPClientTransport,
    McpError: types.McpError,
    ErrorCode: types.ErrorCode,
  };
}

/** The loaded client half of the SDK. */
export type McpClientSdk = Awaited<ReturnType<typeof loadMcpClientSdk>>;
