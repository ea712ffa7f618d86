import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Locale } from "../core/locale";
import { localize } from "../core/localize";
import { ToolResult } from "../core/tool-result";
import { contentToText } from "./content-to-text";
import type { McpToolData } from "./mcp-tool-data";

const maxServerText = 500;

/**
 * An MCP call's result as a ToolResult: its text and structured content, or — when the server
 * set `isError` — an `api_error` whose message is short and in the user's language, with the
 * server's own text kept in `details.serverText` for the model (it is written for the model to
 * correct its call, and is often English or technical, so it is not what the user hears).
 */
export function toMcpToolResult(result: CallToolResult, { title, locale }: { title: string; locale: Locale }): ToolResult<McpToolData> {
  const text = (result.content ?? [])
    .map(contentToText)
    .filter((part) => part !== "")
    .join("\n");
  if (result.isError === true) {
    return ToolResult.fail({
      code: "api_error",
      message: localize(locale, { zh: `${title} 回報錯誤，沒有完成。`, en: `${title} reported an error and did not finish.` }),
      details: { serverText: text.slice(0, maxServerText) },
    });
  }
  return ToolResult.ok(result.structuredContent === undefined ? { text } : { text, structuredContent: result.structuredContent });
}
