import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Locale } from "../core/locale";
import { localize } from "../core/localize";
import type { ToolRegistry } from "../core/tool-registry";
import { callRegistryTool, type ConfirmationAnswer } from "./call-registry-tool";
import { listRegistryTools } from "./list-registry-tools";
import type { McpServerSdk } from "./load-mcp-server-sdk";

/** What every session's server shares: the registry and the resolved options of serveMcp. */
export interface McpSessionServerOptions {
  sdk: McpServerSdk;
  registry: ToolRegistry;
  name: string;
  version: string;
  locale: Locale;
  timeZone: string;
  now: () => Date;
  toolTimeoutMs: number;
  unconfirmed: "run" | "refuse";
}

/** How long a user has to answer a confirmation before the call is dropped. */
const confirmationTimeoutMs = 120_000;

/**
 * An MCP server for one session (stdio has one; Streamable HTTP one per client) that lists the
 * registry's tools and runs their calls. Built on the SDK's low-level `Server`, because the tools
 * already carry JSON Schema; `McpServer.registerTool` wants zod shapes.
 */
export function createMcpSessionServer({
  sdk,
  registry,
  name,
  version,
  locale,
  timeZone,
  now,
  toolTimeoutMs,
  unconfirmed,
}: McpSessionServerOptions): Server {
  const server = new sdk.Server({ name, version }, { capabilities: { tools: {} } });
  server.setRequestHandler(sdk.ListToolsRequestSchema, () => ({ tools: listRegistryTools(registry) }));
  server.setRequestHandler(sdk.CallToolRequestSchema, async (request, extra) => {
    const tool = registry.get(request.params.name);
    if (tool === undefined) throw new sdk.McpError(sdk.ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    const confirm = async (question: string): Promise<ConfirmationAnswer> => {
      // The SDK reads a client's bare `elicitation: {}` as form elicitation (MCP 2025-06-18).
      if (server.getClientCapabilities()?.elicitation?.form === undefined) return "unavailable";
      try {
        const answer = await server.elicitInput(
          {
            mode: "form",
            message: question,
            requestedSchema: {
              type: "object",
              properties: { confirm: { type: "boolean", title: localize(locale, { zh: "確定執行", en: "Go ahead" }), default: false } },
              required: ["confirm"],
            },
          },
          // Related to the call, so over HTTP the question goes out on the call's own stream.
          { relatedRequestId: extra.requestId, signal: extra.signal, timeout: confirmationTimeoutMs },
        );
        return answer.action === "accept" && answer.content?.confirm === true ? "yes" : "no";
      } catch {
        return "no";
      }
    };
    return callRegistryTool({
      tool,
      args: request.params.arguments ?? {},
      signal: extra.signal,
      locale,
      timeZone,
      now,
      toolTimeoutMs,
      confirm,
      unconfirmed,
    });
  });
  return server;
}
