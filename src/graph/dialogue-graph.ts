import type { Callbacks } from "@langchain/core/callbacks/manager";
import { HumanMessage, type BaseMessage } from "@langchain/core/messages";
import { Command, MemorySaver } from "@langchain/langgraph";
import { randomUUID } from "node:crypto";
import { toTraditional } from "../core/chinese-script";
import { detectLocale } from "../core/detect-locale";
import type { Locale } from "../core/locale";
import { prepareRoutes } from "../routing/prepare-routes";
import { buildDialogueGraph } from "./build-dialogue-graph";
import { checkpointPrunerFor } from "./checkpoints/checkpoint-pruner-for";
import { createGraphRuntime, positiveInteger } from "./create-graph-runtime";
import type { DialogueEvent } from "./dialogue-event";
import type { DialogueGraphOptions } from "./dialogue-graph-options";
import { HoldingLine } from "./holding-line";
import { modelSummarizer } from "./memory/model-summarizer";
import { ThreadMemory } from "./memory/thread-memory";
import { prompt, type GraphRuntime } from "./graph-runtime";
import { installQuietRuns, QUIET_RUNS_KEY, quietUnlessTraced } from "./quiet-runs";
import { ThreadPauses } from "./threads/thread-pauses";
import { SentenceSplitter } from "./sentence-splitter";
import type { TurnRecord } from "./turn-record";
import { TURN_SIGNAL_KEY } from "./turn-signal";
import { InProcessThreadLock } from "./threads/in-process-thread-lock";
import { TurnGate } from "./threads/turn-gate";
import { startTurnTrace, type TurnTrace } from "./tracing/turn-trace";

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
  /** Callback handlers for this turn only, besides `DialogueGraphOptions.callbacks`. Default: none. */
  callbacks?: Callbacks;
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
  readonly graph: ReturnType<typeof buildDialogueGraph>;
  private readonly gate: TurnGate;
  private readonly recursionLimit: number;
  private readonly durability: NonNullable<DialogueGraphOptions["durability"]>;
  private readonly locale: Locale;
  private readonly memory: ThreadMemory;
  private readonly pauses: ThreadPauses;
  private readonly runtime: GraphRuntime;
  private readonly checkpointer: DialogueGraphOptions["checkpointer"] & object;
  private readonly tracing: Pick<DialogueGraphOptions, "callbacks" | "openTelemetry">;
  private readonly holdingLineAfterMs: number | undefined;

  constructor(options: DialogueGraphOptions = {}) {
    const runtime = createGraphRuntime(options);
    this.runtime = runtime;
    this.tracing = { callbacks: options.callbacks, openTelemetry: options.openTelemetry };
    this.checkpointer = options.checkpointer ?? new MemorySaver();
    this.recursionLimit = runtime.maxToolRounds * 5 + 10;
    this.locale = runtime.locale;
    this.durability = options.durability ?? "exit";
    this.gate = new TurnGate(options.threadLock ?? new InProcessThreadLock(), options.busyThread ?? "wait");
    // With the in-process lock no other process runs this thread's turns: what it saw stays true.
    this.pauses = new ThreadPauses(this.checkpointer, options.threadLock === undefined);
    this.graph = buildDialogueGraph(runtime, this.checkpointer);
    this.holdingLineAfterMs = HoldingLine.checked(options.holdingLineAfterMs);
    const { summarize } = options;
    this.memory = new ThreadMemory({
      graph: this.graph,
      gate: this.gate,
      budget: runtime.history.budget,
      countTokens: runtime.history.countTokens,
      summarizer:
        typeof summarize === "function"
          ? summarize
          : runtime.history.summarizes && runtime.model !== null
            ? modelSummarizer(runtime)
            : undefined,
      transcript: runtime.history.transcript,
      prune: options.pruneCheckpoints === false ? undefined : (options.pruneCheckpoints ?? checkpointPrunerFor(this.checkpointer)),
      keepCheckpoints: positiveInteger("checkpointsPerThread", options.checkpointsPerThread, 5),
      locale: runtime.locale,
      tracing: this.tracing,
    });
    // Build OpenCC's dictionaries (tens of milliseconds, once per process) and the local route's indexes,
    // and run its patterns once, now rather than in the first turn, where a voice user would hear the wait.
    toTraditional("");
    prepareRoutes(runtime.registry, { timeZone: runtime.timeZone, locale: runtime.locale, warmUp: runtime.localIntents });
    installQuietRuns();
  }

  /**
   * Runs one turn and returns its record: the reply, the tools called with their normalised
   * arguments and results, and the model calls made.
   */
  async invoke(input: string | { approved: boolean }, options: TurnOptions = {}): Promise<TurnRecord> {
    let record: TurnRecord | undefined;
    for await (const event of this.stream(input, options)) if (event.type === "turn-end") record = event.turn;
    if (record === undefined) throw new Error("The turn ended without a reply.");
    return record;
  }

  /**
   * Runs one turn as a stream of typed events: `turn-start`, `tool-call-start`, `tool-call-end`,
   * `text-delta` (final answer only), `sentence` (as soon as one ends), `question` (the reply asks
   * something and the thread waits for the answer) and `turn-end`.
   *
   * On a thread waiting for a confirmation, the text answers it (好 / 不要 / anything else, which
   * drops the question and is answered as a new request); `{ approved }` answers it as a screen's
   * buttons would, and throws on a thread that waits for nothing.
   */
  async *stream(
    input: string | { approved: boolean },
    { threadId = "default", signal, userId, callbacks }: TurnOptions = {},
  ): AsyncGenerator<DialogueEvent> {
    const text = typeof input === "string" ? input : prompt(this.runtime, input.approved ? "confirm_yes" : "confirm_no", this.locale);
    // Takes its place in the thread's line before anything else, so turns run in arrival order.
    const pass = await this.gate.enter(threadId, text, signal);
    if (pass === null) {
      yield { type: "turn-start", threadId, text, locale: detectLocale(text, this.locale) };
      yield { type: "turn-end", turn: unstartedTurn(threadId, text, this.locale) };
      return;
    }
    let paused: boolean;
    try {
      paused = await this.pauses.isPaused(threadId);
      if (!paused && typeof input !== "string")
        throw new Error(`Thread "${threadId}" is not waiting for a confirmation; there is nothing to approve or decline.`);
    } catch (error) {
      await pass.leave();
      throw error;
    }
    const splitter = new SentenceSplitter();
    // The state as the turn left it, for the bookkeeping after it (no second read of the checkpoint).
    let values: { messages?: BaseMessage[]; summary?: string } | undefined;
    let pausedNow = false;
    let record: TurnRecord | undefined;
    let failure: unknown;
    const locale = detectLocale(text, this.locale);
    let trace: TurnTrace | undefined;
    try {
      trace = await startTurnTrace({ ...this.tracing, turnCallbacks: callbacks, threadId, locale });
      // The holding line's clock starts now, once the turn has its thread: not while it waited for it.
      const holding = new HoldingLine({
        afterMs: this.holdingLineAfterMs,
        text: () => prompt(this.runtime, "holding_line", locale),
        signal: pass.signal,
      });
      yield { type: "turn-start", threadId, text, locale };
      const chunks = await this.graph.stream(
        paused ? new Command({ resume: input }) : { messages: [new HumanMessage({ id: randomUUID(), content: text })] },
        {
          configurable: {
            thread_id: threadId,
            user_id: userId,
            [TURN_SIGNAL_KEY]: pass.signal,
            // Nothing listens: LangChain's run context can skip its LangSmith bookkeeping (quiet-runs.ts).
            [QUIET_RUNS_KEY]: quietUnlessTraced({ callbacks: trace.callbacks, openTelemetry: this.tracing.openTelemetry }),
          },
          streamMode: ["custom", "values"],
          recursionLimit: this.recursionLimit,
          durability: this.durability,
          callbacks: trace.callbacks,
        },
      );
      for await (const [mode, chunk] of holding.watch(chunks)) {
        if (mode === "values") {
          if ("__interrupt__" in chunk) pausedNow = true;
          else values = chunk;
          continue;
        }
        // The turn's end carries the holding line said, if one was; the graph (and its checkpoints) never saw it.
        const event = holding.recorded(chunk as DialogueEvent);
        if (event.type === "turn-end") record = event.turn;
        if (event.type === "turn-end") for (const sentence of splitter.flush()) yield holding.saw({ type: "sentence", text: sentence });
        yield holding.saw(event);
        if (event.type === "text-delta")
          for (const sentence of splitter.push(event.text)) yield holding.saw({ type: "sentence", text: sentence });
      }
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      trace?.end(record, failure);
      this.pauses.remember(threadId, pausedNow);
      try {
        await this.memory.afterTurn(threadId, values);
      } finally {
        await pass.leave();
      }
    }
  }

  /**
   * Answers the confirmation a thread waits for, yes or no, as a screen's buttons would (a voice
   * app just sends the user's words to `invoke` / `stream`). Returns the record of the turn the
   * answer starts. Throws when the thread waits for no confirmation.
   */
  async confirm(approved: boolean, options: TurnOptions = {}): Promise<TurnRecord> {
    return this.invoke({ approved }, options);
  }

  /**
   * Waits until the work that follows replies is done — summaries being written and saved — for
   * instance before a process exits, or in a test. Turns themselves never wait for it.
   */
  async settle(): Promise<void> {
    await this.memory.settle();
  }

  /**
   * The chat model's name as its provider knows it (`"gpt-4o-mini"`: a ChatOpenAI's `model`, a
   * model's `modelName`, else the model class's name), or undefined when there is no model and only
   * the local route answers.
   */
  get modelName(): string | undefined {
    return this.runtime.models[0]?.name;
  }

  /**
   * Forgets a thread entirely ("forget me"): its turns in this process are stopped, a summary
   * under way is dropped, and every checkpoint and pending write of the thread is deleted from
   * the checkpointer. A later turn on the same id starts a new conversation.
   */
  async deleteThread(threadId: string): Promise<void> {
    this.memory.forget(threadId);
    this.pauses.forget(threadId);
    this.gate.interrupt(threadId);
    await this.gate.runExclusive(threadId, () => this.checkpointer.deleteThread(threadId));
  }
}

/** The record of a turn cancelled while it waited for its thread: it never ran and left no trace. */
function unstartedTurn(threadId: string, text: string, locale: Locale): TurnRecord {
  return {
    threadId,
    text,
    reply: "",
    locale: detectLocale(text, locale),
    route: "model",
    toolCalls: [],
    modelCalls: [],
    rounds: 0,
    interrupted: true,
  };
}
