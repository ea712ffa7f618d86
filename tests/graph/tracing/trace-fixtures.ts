import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import type { Serialized } from "@langchain/core/load/serializable";
import type { LLMResult } from "@langchain/core/outputs";
import { z } from "zod";
import { ToolRegistry, ToolResult, defineTool } from "../../../src/index";

/** What a callback handler saw, in order. */
export type SeenRun =
  | { kind: "chain"; runId: string; parentRunId?: string; name?: string; node?: unknown }
  | { kind: "model"; runId: string; parentRunId?: string; purpose?: unknown; model?: unknown }
  | { kind: "model-end"; runId: string; inputTokens?: number; outputTokens?: number }
  | { kind: "tool"; runId: string; parentRunId?: string; name?: string; input: string; toolCallId?: string }
  | { kind: "tool-end"; runId: string; output: unknown }
  | { kind: "tool-error"; runId: string; message: string; code?: unknown };

/** A real LangChain callback handler that writes down the runs it is told about. */
export class CollectingHandler extends BaseCallbackHandler {
  name = "collecting_handler";
  readonly seen: SeenRun[] = [];

  override handleChainStart(
    _chain: Serialized,
    _inputs: unknown,
    runId: string,
    parentRunId?: string,
    _tags?: string[],
    metadata?: Record<string, unknown>,
    _runType?: string,
    runName?: string,
  ) {
    this.seen.push({ kind: "chain", runId, parentRunId, name: runName, node: metadata?.langgraph_node });
  }

  override handleChatModelStart(
    _llm: Serialized,
    _messages: unknown,
    runId: string,
    parentRunId?: string,
    _extra?: Record<string, unknown>,
    _tags?: string[],
    metadata?: Record<string, unknown>,
  ) {
    this.seen.push({ kind: "model", runId, parentRunId, purpose: metadata?.dialogue_graph_purpose, model: metadata?.ls_model_name });
  }

  override handleLLMEnd(output: LLMResult, runId: string) {
    const message = (output.generations[0]?.[0] as { message?: { usage_metadata?: { input_tokens: number; output_tokens: number } } })
      ?.message;
    const usage = message?.usage_metadata;
    this.seen.push({ kind: "model-end", runId, inputTokens: usage?.input_tokens, outputTokens: usage?.output_tokens });
  }

  override handleToolStart(
    _tool: Serialized,
    input: string,
    runId: string,
    parentRunId?: string,
    _tags?: string[],
    _metadata?: Record<string, unknown>,
    runName?: string,
    toolCallId?: string,
  ) {
    this.seen.push({ kind: "tool", runId, parentRunId, name: runName, input, toolCallId });
  }

  override handleToolEnd(output: unknown, runId: string) {
    this.seen.push({ kind: "tool-end", runId, output });
  }

  override handleToolError(error: Error, runId: string) {
    this.seen.push({ kind: "tool-error", runId, message: error.message, code: (error as { code?: unknown }).code });
  }

  /** The runs of one kind. */
  of<Kind extends SeenRun["kind"]>(kind: Kind): Array<Extract<SeenRun, { kind: Kind }>> {
    return this.seen.filter((run): run is Extract<SeenRun, { kind: Kind }> => run.kind === kind);
  }

  /** The node a run ran in: the name of the nearest chain run above it that LangGraph named after a node. */
  nodeOf(runId: string | undefined): string | undefined {
    const chains = new Map(this.of("chain").map((run) => [run.runId, run]));
    for (let id = runId; id !== undefined; id = chains.get(id)?.parentRunId) {
      const chain = chains.get(id);
      if (chain !== undefined && chain.name === chain.node) return chain.name;
    }
    return undefined;
  }
}

/** A model tool (`lookup_city`) that fails for 火星, and a local one (`tell_time`, 「現在幾點」). */
export function tracedRegistry(): ToolRegistry {
  const lookupCity = defineTool({
    name: "lookup_city",
    description: "Looks up facts about a city.",
    parameters: z.object({ city: z.string().min(1) }),
    execute: async ({ city }) =>
      city === "火星" ? ToolResult.fail({ code: "NOT_FOUND", message: `找不到${city}。` }) : ToolResult.ok({ city, population: 2_500_000 }),
    format: (result) => (result.success ? "台北人口 2500000 人。" : result.error!.message),
  });
  const tellTime = defineTool({
    name: "tell_time",
    description: "Tells the time.",
    parameters: z.object({}),
    phrases: [{ pattern: /^(?:現在)?幾點(?:了)?$/ }],
    execute: async (_args, { now }) => ToolResult.ok({ iso: now.toISOString() }),
    format: () => "現在是上午九點。",
  });
  return new ToolRegistry([lookupCity, tellTime]);
}

/** The clock of the traced turns. */
export const now = () => new Date("2026-03-10T01:00:00Z");
