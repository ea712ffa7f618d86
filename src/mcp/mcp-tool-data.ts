/** What a successful MCP tool call yields: its text, and its structured content when it sent one. */
export interface McpToolData {
  /** The text content blocks joined by new lines; other blocks (images, audio, resources) as a short note each. */
  text: string;
  /** The call's `structuredContent`, as the server sent it. */
  structuredContent?: Record<string, unknown>;
}
