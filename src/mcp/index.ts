export { connectMcp } from "./connect-mcp";
export type { ConnectMcpOptions, McpConnection } from "./connect-mcp";
export type { McpHttpServerConfig, McpServerConfig, McpStdioServerConfig } from "./mcp-server-config";
export type { McpTool, McpToolCaller, McpToolOptions } from "./mcp-tool";
export type { McpToolData } from "./mcp-tool-data";
export { serveMcp } from "./serve-mcp";
export type { McpServing, ServeMcpOptions } from "./serve-mcp-options";
