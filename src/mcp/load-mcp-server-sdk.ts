/**
 * The server half of the MCP SDK, loaded on first use: an application that never serves MCP never
 * loads it (see loadMcpClientSdk for why every SDK value comes through a dynamic import).
 */
export async function loadMcpServerSdk() {
  const [server, http, types] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/server/streamableHttp.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]);
  return {
    Server: server.Server,
    StreamableHTTPServerTransport: http.StreamableHTTPServerTransport,
    ListToolsRequestSchema: types.ListToolsRequestSchema,
    CallToolRequestSchema: types.CallToolRequestSchema,
    McpError: types.McpError,
    ErrorCode: types.ErrorCode,
    isInitializeRequest: types.isInitializeRequest,
    JSONRPCMessageSchema: types.JSONRPCMessageSchema,
  };
}

/** The loaded server half of the SDK. */
export type McpServerSdk = Awaited<ReturnType<typeof loadMcpServerSdk>>;
