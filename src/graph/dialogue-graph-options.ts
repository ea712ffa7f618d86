import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { BaseCheckpointSaver } from "@langchain/langgraph";
import type { Callbacks } from "@langchain/core/callbacks/manager";
import type { Locale } from "../core/locale";
import type { Settings } from "../core/settings";
import type { ToolRegistry } from "../core/tool-registry";
import type { ModelErrorEvent } from "./model-call-policy";
import type { DialoguePrompts } from "./prompts";
import type { BusyThreadPolicy } from "./threads/busy-thread-policy";
import type { CheckpointPruner } from "./checkpoints/checkpoint-pruner";
import type { TokenCounter } from "./memory/estimate-tokens";
import type { Summarizer } from "./memory/summarizer";
import type { TranscriptSink } from "./memory/transcript-sink";
import type { ThreadLock } from "./threads/thread-lock";
import type { OpenTelemetryOption } from "./tracing/open-telemetry-option";

/** Options of `new DialogueGraph(options)`. All are optional. */
export interface DialogueGraphOptions {
  /**
   * Any LangChain chat model. Default: `ChatOpenAI` from the settings (OPENAI_API_KEY, OPENAI_MODEL,
   * OPENAI_BASE_URL), or none when neither a key nor a base URL is set. `null`: no model; only the
   * local route answers, and anything else gets a reply saying how to configure one.
   */
  model?: BaseChatModel | null;
  /** The tools. Default: `createDefaultRegistry({ settings })`, every built-in tool. */
  registry?: ToolRegistry;
  /** Where conversations are kept per thread. Default: a new `MemorySaver` (in memory). */
  checkpointer?: BaseCheckpointSaver;
  /** Tool rounds per turn; after the last the model must answer without tools. Default: 3. */
  maxToolRounds?: number;
  /**
   * `"native"`: one model call with every tool bound yields intent and arguments (function calling).
   * `"prompted"`: for models without function calling, the model names the tool and then fills its
   * parameters, each as JSON; one tool per turn. Default: `"native"`.
   */
  toolCalling?: "native" | "prompted";
  /** Try the local route before any model call. Default: true. */
  localIntents?: boolean;
  /**
   * How long a thread keeps a turn in mind for the next one, in milliseconds: the last call (for
   * follow-ups such as 「那高雄呢」 and references), the last reply (「再說一次」) and a question asked
   * back. A confirmation answered in words later than this is not taken as an answer: the words
   * are a new request and the call does not run. Default: 300 000 (5 minutes).
   */
  dialogueMemoryMs?: number;
  /** Have the model phrase the reply of a locally routed turn (one model call) instead of the formatter. Default: false. */
  phraseWithModel?: boolean;
  /** The default language; a turn written in Simplified Chinese or English is answered in it. Default: settings, `"zh-TW"`. */
  locale?: Locale;
  /** IANA time zone for dates and times. Default: settings, `"Asia/Taipei"`. */
  timeZone?: string;
  /** Timeout of a tool that sets none of its own, in milliseconds. Default: 15 000. */
  toolTimeoutMs?: number;
  /**
   * Longest wait for a model call's first streamed chunk, and then between two chunks (a stalled
   * stream), in milliseconds. Passed, the call is cut and retried (see `modelRetries`) or the turn
   * answers with the `model_timeout` sentence. Raise it for a slow local model (a small machine
   * reading a long prompt). `Infinity`: no limit. Default: 10 000.
   */
  modelFirstTokenTimeoutMs?: number;
  /** Longest time for a whole model call, retries included, in milliseconds. `Infinity`: no limit. Default: 60 000. */
  modelTimeoutMs?: number;
  /**
   * Further attempts of a model call that failed (a deadline, a dropped connection, a 5xx) before
   * anything of its answer was streamed to the user; never after. Default: 1.
   */
  modelRetries?: number;
  /**
   * Log hook, called on every failed attempt of a model call with its code and the provider's
   * message (keys masked). Nothing of it is spoken; the turn record's `modelCalls[].error` keeps it too.
   * Default: none.
   */
  onModelError?: (event: ModelErrorEvent) => void;
  /** Replaces some of the prompts (system, tool_response, tool_error_response, …). Default: none. */
  prompts?: Partial<DialoguePrompts>;
  /** The clock. Default: `() => new Date()`. */
  now?: () => Date;
  /**
   * When the checkpointer saves: `"exit"` once per turn, when the turn ends; `"async"` / `"sync"` after
   * every node as well. A turn always ends with a reply, so one save per turn keeps the whole
   * conversation at a sixth of the cost of a tool turn's per-node saves. Default: `"exit"`.
   */
  durability?: "exit" | "async" | "sync";
  /** Settings for the defaults above. Default: `loadSettings()` (environment and `.env`). */
  settings?: Settings;
  /**
   * Tool-call arguments from the model over this many bytes of JSON (or nested deeper than 64
   * levels) are refused as VALIDATION_ERROR without running the tool or asking for a repair, so
   * no model output can make a turn too large to save. Default: 32 768.
   */
  maxArgumentBytes?: number;
  /**
   * A model's reply longer than this many characters stops streaming at the limit and is kept cut
   * after its last whole sentence. Default: 4 000 (minutes of speech).
   */
  maxReplyLength?: number;
  /**
   * Questions one turn may ask before calls run, local and model calls alike. Destructive calls
   * (a tool's `destructive`) are asked about together, by what they would destroy: two or more
   * records in the turn, or any after the model read tool output. Of calls whose tool asks on its
   * own (`confirm` / `confirmation()`) and declares nothing, the first is asked about and the rest
   * fail with NOT_CONFIRMED. The assistant waits for the answer (LangGraph `interrupt()`), so one
   * model answer with 30 delete calls deletes nothing without a yes. Default: 1.
   */
  maxConfirmationsPerTurn?: number;
  /**
   * Tokens of conversation the model reads on each call, besides the system prompt and the tools:
   * the running summary, then the most recent turns verbatim, newest first, while they fit (the
   * current turn always does). A voice turn is some 30–80 tokens, so the default keeps about the
   * last 20 exchanges word for word. Default: 2 000.
   */
  historyTokens?: number;
  /**
   * Counts a text's tokens for that budget. Default: `estimateTokens`, a tokenizer-free estimate
   * (a Chinese character is one token, other text four characters a token); give the model's own
   * counter for exact figures (it is called once per message, never at start-up).
   */
  countTokens?: TokenCounter;
  /**
   * What happens to turns that leave the window: `true` folds them into a running summary with one
   * model call made after the reply has been sent (never streamed, never spoken); `false` drops them;
   * a function writes the summary itself. With no model, they are dropped. Default: true.
   */
  summarize?: boolean | Summarizer;
  /**
   * Receives the messages that leave a thread's state (folded into the summary or dropped) before
   * they go, for an application that must keep a full log. While it throws, they stay. Default: none.
   */
  transcript?: TranscriptSink;
  /** Checkpoints kept per thread; older ones are deleted after each turn. Default: 5. */
  checkpointsPerThread?: number;
  /**
   * Deletes a thread's older checkpoints. Default: chosen by checkpointer — `MemorySaver`, the
   * SQLite saver and the PostgreSQL saver are pruned; for any other pass one, or `false` to keep every checkpoint.
   */
  pruneCheckpoints?: CheckpointPruner | false;
  /**
   * What a turn does when it arrives while another turn of its thread runs: `"wait"` for it (turns
   * run one at a time, in arrival order), `"refuse"` (a `ThreadBusyError`), or `"interrupt"` it
   * (barge-in: the running reply is kept as far as it was streamed, marked interrupted). A function
   * may choose per turn. Default: `"wait"`.
   */
  busyThread?: BusyThreadPolicy;
  /**
   * Keeps one turn at a time per thread. Default: an `InProcessThreadLock` (this process only);
   * several processes sharing one database need a lock they share, such as a PostgreSQL advisory lock.
   */
  threadLock?: ThreadLock;
  /**
   * Models a call goes on to, in order, when the model fails before anything of its answer was
   * spoken: a refused or dropped connection, a 5xx, a 429, a missed first-token deadline or a
   * stalled stream. Each gets the very same call (the same messages, the same tools bound, in
   * either `toolCalling` mode); the user hears nothing of the failure while one answers, and the
   * turn record's `modelCalls[].model` names the model that did (`failedModels` those that failed).
   * A model with a next one is tried once, with its client's own retries off; `modelRetries`
   * applies to the last. All within `modelTimeoutMs`. Default: none, or OPENAI_FALLBACK_MODELS
   * (on the same server) when `model` comes from the settings.
   */
  fallbackModels?: BaseChatModel[];
  /**
   * With `fallbackModels`: how long a model that failed (as a fallback answers for) rests, in
   * milliseconds. Meanwhile calls go to the other models first — a model that is down, rate-limited
   * or hanging past its first-token deadline is not waited on by every call — and to it last; then
   * it is tried first again. 0: every call starts with the model. Default: 30 000.
   */
  fallbackCooldownMs?: number;
  /**
   * LangChain callback handlers (or a `CallbackManager`) that see every turn: each node as a chain
   * run, each model call (`handleChatModelStart`, `handleLLMEnd` with its tokens; the call's purpose
   * in `metadata.dialogue_graph_purpose`) and each tool call (`handleToolStart` / `handleToolEnd`, or
   * `handleToolError` when the result failed). `TurnOptions.callbacks` adds some for one turn. The
   * running summary's model call, made after a reply, reaches these (not a turn's) as a run of its
   * own, purpose `summary`.
   * LangSmith needs none of this: its environment variables (`LANGSMITH_TRACING=true`,
   * `LANGSMITH_API_KEY`, …) trace the same runs. Default: none.
   */
  callbacks?: Callbacks;
  /**
   * OpenTelemetry spans (with the optional peer `@opentelemetry/api`): `dialogue_graph.turn`, and
   * under it a span per node, model call (`chat <model>`) and tool call (`execute_tool <tool>`).
   * `"auto"`: when a global tracer provider is registered (checked each turn); `true`: always, from
   * the global provider; a `Tracer`: from it; `false`: never. Default: `"auto"`.
   */
  openTelemetry?: OpenTelemetryOption;
  /**
   * The tool budget: a model call offers the tools that may matter for the turn rather than all
   * of them — the tools the turn's words name best (read from each tool's own sentence templates,
   * name and description; at most this many, each with the tools named after the same thing, such
   * as add_memo with list_memos and delete_memo), the tools the thread used or asked about in its
   * last three turns, and `alwaysOfferedTools`. When the words name no tool with confidence, every
   * tool is offered; a call that can no longer call tools (the reply after the last round) offers
   * none. A tool with no phrases is judged by its name and description, and offered whenever the
   * turn is in a script they are not written in. The turn record's `modelCalls[].tools` lists what
   * each call offered. `false`: every tool on every call. Default: 5.
   */
  toolBudget?: number | false;
  /**
   * Tools (by name) every model call that offers tools offers, whatever the words of the turn — a
   * tool the words cannot name (a tool with no phrases, described in another language). Names not
   * registered are passed over (an MCP server's tools may come later). Default: none.
   */
  alwaysOfferedTools?: readonly string[];
  /**
   * A voice application's cure for silence: when no sentence of the reply has come this many
   * milliseconds after the turn began (after any wait for its thread), a short line in the user's
   * language (「我查一下喔。」, "One moment.": the `holding_line` prompt) is streamed once as a
   * `sentence` event with `holding: true`. It is never part of the reply, the thread's messages or
   * what the model reads. Default: none (no holding line).
   */
  holdingLineAfterMs?: number;
}
