import { HumanMessage } from "@langchain/core/messages";
import { END, MemorySaver, START, StateGraph } from "@langchain/langgraph";
import { randomUUID } from "node:crypto";
import { toTraditional } from "../core/chinese-script";
import { detectLocale } from "../core/detect-locale";
import type { Locale } from "../core/locale";
import { createChatModel } from "../core/create-chat-model";
import { loadSettings } from "../core/settings";
import { createDefaultRegistry } from "../tools/create-default-registry";
import type { DialogueEvent } from "./dialogue-event";
import type { DialogueGraphOptions } from "./dialogue-graph-options";
import { bindRegistry } from "./bind-registry";
import { DialogueState } from "./dialogue-state";
import { modelCallPolicyFromOptions } from "./model-call-policy-from-options";
import type { GraphRuntime } from "./graph-runtime";
import { createDetectToolIntentNode } from "./nodes/detect-tool-intent";
import { createExecuteToolNode } from "./nodes/execute-tool";
import { createFormatToolResultNode } from "./nodes/format-tool-result-for-llm";
import { afterIntegrate, createIntegrateToolResultNode } from "./nodes/integrate-tool-result";
import { createParseToolParametersNode } from "./nodes/parse-tool-parameters";
import { createReplyNode } from "./nodes/reply";
import { DEFAULT_PROMPTS } from "./prompts";
import { SentenceSplitter } from "./sentence-splitter";
import type { TurnRecord } from "./turn-record";
import { TURN_SIGNAL_KEY } from "./turn-signal";
import { InProcessThreadLock } from "./threads/in-process-thread-lock";
import { TurnGate } from "./threads/turn-gate";

/** Options of one turn. */
export interface TurnOptions {
  /** The conversation to continue; each thread has its own memory. Default: `"default"`. */
  threadId?: string;
  /**
   * Cancels the turn: running tools end as ABORTED, nothing more is said, and the turn ends with
   * what had been streamed, marked `interrupted` (a turn still waiting for its thread never starts).
   */
  signal?: AbortSignal;
  /**
   * The user the turn is for; tools receive it as `context.userId`, so each user's alarms, memos
   * and ledger stay apart (`dialogue-graph serve`). Default: undefined, the one user of a device.
   */
  userId?: string;
}

function buildGraph(runtime: GraphRuntime, checkpointer: DialogueGraphOptions["checkpointer"]) {
  return new StateGraph(DialogueState)
    .addNode("detect_tool_intent", createDetectToolIntentNode(runtime))
    .addNode("parse_tool_parameters", createParseToolParametersNode(runtime))
    .addNode("execute_tool", createExecuteToolNode(runtime))
    .addNode("format_tool_result_for_llm", createFormatToolResultNode(runtime))
    .addNode("integrate_tool_result", createIntegrateToolResultNode(runtime))
    .addNode("reply", createReplyNode(runtime))
    .addEdge(START, "detect_tool_intent")
    .addConditionalEdges(
      "detect_tool_intent",
      (state) => (state.turn.pending.length > 0 ? "parse_tool_parameters" : state.turn.done ? END : "reply"),
      ["parse_tool_parameters", "reply", END],
    )
    .addEdge("parse_tool_parameters", "execute_tool")
    .addEdge("execute_tool", "format_tool_result_for_llm")
    .addEdge("format_tool_result_for_llm", "integrate_tool_result")
    .addConditionalEdges("integrate_tool_result", afterIntegrate(runtime), ["detect_tool_intent", "reply"])
    .addEdge("reply", END)
    .compile({ checkpointer });
}

/**
 * A tool-calling assistant as a LangGraph state machine:
 * detect_tool_intent → parse_tool_parameters → execute_tool → format_tool_result_for_llm →
 * integrate_tool_result → reply, with memory per thread.
 *
 * @example
 * ```ts
 * const assistant = new DialogueGraph();                      // model and tools from the environment
 * const turn = await assistant.invoke("100 美金換台幣多少", { threadId: "kitchen" });
 * console.log(turn.reply, turn.toolCalls[0]?.args);
 *
 * for await (const event of assistant.stream("明天台北天氣如何", { threadId: "kitchen" })) {
 *   if (event.type === "sentence") speak(event.text);
 * }
 * ```
 */
export class DialogueGraph {
  /** The compiled LangGraph graph, for LangGraph Studio, the CLI, or composing into a larger graph. */
  readonly graph: ReturnType<typeof buildGraph>;
  private readonly gate: TurnGate;
  private readonly recursionLimit: number;
  private readonly durability: NonNullable<DialogueGraphOptions["durability"]>;
  private readonly locale: Locale;

  constructor(options: DialogueGraphOptions = {}) {
    const needsSettings = options.model === undefined || options.registry === undefined || options.locale === undefined || options.timeZone === undefined;
    const settings = options.settings ?? (needsSettings ? loadSettings() : undefined);
    const model = options.model === undefined ? createChatModel(settings!) : options.model;
    const toolCalling = options.toolCalling ?? "native";
    if (toolCalling !== "native" && toolCalling !== "prompted") throw new TypeError(`toolCalling must be "native" or "prompted", not "${String(toolCalling)}".`);
    if (model !== null && toolCalling === "native" && typeof model.bindTools !== "function") {
      throw new TypeError("This model does not support function calling (no bindTools); use toolCalling: \"prompted\".");
    }
    const maxToolRounds = options.maxToolRounds ?? 3;
    if (!Number.isInteger(maxToolRounds) || maxToolRounds < 1) throw new TypeError(`maxToolRounds must be a whole number from 1, not ${maxToolRounds}.`);
    const registry = options.registry ?? createDefaultRegistry({ settings });
    const runtime: GraphRuntime = {
      model,
      registry,
      modelWithTools: model === null ? () => { throw new Error("No model to bind tools to."); } : bindRegistry(model, registry),
      prompts: { ...DEFAULT_PROMPTS, ...options.prompts },
      toolCalling,
      maxToolRounds,
      localIntents: options.localIntents ?? true,
      phraseWithModel: options.phraseWithModel ?? false,
      locale: options.locale ?? settings?.locale ?? "zh-TW",
      timeZone: options.timeZone ?? settings?.timeZone ?? "Asia/Taipei",
      toolTimeoutMs: options.toolTimeoutMs ?? 15_000,
      modelCalls: modelCallPolicyFromOptions(options),
      now: options.now ?? (() => new Date()),
      maxArgumentBytes: positiveInteger("maxArgumentBytes", options.maxArgumentBytes, 32_768),
      maxReplyLength: positiveInteger("maxReplyLength", options.maxReplyLength, 4_000),
    };
    this.recursionLimit = maxToolRounds * 5 + 10;
    this.locale = runtime.locale;
    this.durability = options.durability ?? "exit";
    this.gate = new TurnGate(options.threadLock ?? new InProcessThreadLock(), options.busyThread ?? "wait");
    this.graph = buildGraph(runtime, options.checkpointer ?? new MemorySaver());
    // Build OpenCC's dictionaries now (about 0.3 s, once per process) rather than in the first
    // turn, where a voice user would hear the wait.
    toTraditional("");
  }

  /**
   * Runs one turn and returns its record: the reply, the tools called with their normalised
   * arguments and results, and the model calls made.
   */
  async invoke(text: string, options: TurnOptions = {}): Promise<TurnRecord> {
    let record: TurnRecord | undefined;
    for await (const event of this.stream(text, options)) if (event.type === "turn-end") record = event.turn;
    if (record === undefined) throw new Error("The turn ended without a reply.");
    return record;
  }

  /**
   * Runs one turn as a stream of typed events: `turn-start`, `tool-call-start`, `tool-call-end`,
   * `text-delta` (final answer only), `sentence` (as soon as one ends) and `turn-end`.
   */
  async *stream(text: string, { threadId = "default", signal, userId }: TurnOptions = {}): AsyncGenerator<DialogueEvent> {
    // Takes its place in the thread's line before anything else, so turns run in arrival order.
    const pass = await this.gate.enter(threadId, text, signal);
    yield { type: "turn-start", threadId, text };
    if (pass === null) {
      yield { type: "turn-end", turn: unstartedTurn(threadId, text, this.locale) };
      return;
    }
    const splitter = new SentenceSplitter();
    try {
      const events = await this.graph.stream(
        { messages: [new HumanMessage({ id: randomUUID(), content: text })] },
        {
          configurable: { thread_id: threadId, user_id: userId, [TURN_SIGNAL_KEY]: pass.signal },
          streamMode: "custom",
          recursionLimit: this.recursionLimit,
          durability: this.durability,
        },
      );
      for await (const chunk of events) {
        const event = chunk as DialogueEvent;
        if (event.type === "turn-end") for (const sentence of splitter.flush()) yield { type: "sentence", text: sentence };
        yield event;
        if (event.type === "text-delta") for (const sentence of splitter.push(event.text)) yield { type: "sentence", text: sentence };
      }
    } finally {
      await pass.leave();
    }
  }
}

/** The record of a turn cancelled while it waited for its thread: it never ran and left no trace. */
function unstartedTurn(threadId: string, text: string, locale: Locale): TurnRecord {
  return { threadId, text, reply: "", locale: detectLocale(text, locale), route: "model", toolCalls: [], modelCalls: [], rounds: 0, interrupted: true };
}

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new TypeError(`${name} must be a whole number from 1, not ${value}.`);
  return value;
}
