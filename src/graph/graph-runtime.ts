import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { Locale } from "../core/locale";
import { localize } from "../core/localize";
import type { ToolRegistry } from "../core/tool-registry";
import type { ChatRunnable } from "./chat-runnable";
import type { DialogueEvent } from "./dialogue-event";
import type { GraphModel } from "./model-candidates";
import type { ModelCallPolicy } from "./model-call-policy";
import type { HistorySettings } from "./memory/trim-history";
import { fillTemplate, type DialoguePrompts } from "./prompts";

/** What every node needs, fixed when the graph is built. */
export interface GraphRuntime {
  model: BaseChatModel | null;
  registry: ToolRegistry;
  prompts: DialoguePrompts;
  toolCalling: "native" | "prompted";
  maxToolRounds: number;
  localIntents: boolean;
  /** How long the last call, the last reply and a question stay in mind, in milliseconds. */
  dialogueMemoryMs: number;
  phraseWithModel: boolean;
  timeZone: string;
  toolTimeoutMs: number;
  /** Deadlines, retries and the log hook of every model call. */
  modelCalls: ModelCallPolicy;
  /** The default language; each turn may switch to the script the user wrote in. */
  locale: Locale;
  /** The clock. */
  now: () => Date;
  /** Tool-call arguments from the model larger than this (JSON bytes) are refused with VALIDATION_ERROR. */
  maxArgumentBytes: number;
  /** Replies (and text ahead of tool calls) longer than this are cut at a sentence end. */
  maxReplyLength: number;
  /** Calls needing the user's confirmation a turn may ask about; more fail with NOT_CONFIRMED. */
  maxConfirmationsPerTurn: number;
  /** What the model reads of a thread: the budget, the token counter, and what happens to older turns. */
  history: HistorySettings;
  /**
   * The model with the registered tools bound: every one, or the ones named (the model itself when
   * there are none or it cannot bind). Each set is bound once.
   */
  modelWithTools: (names?: readonly string[]) => ChatRunnable;
  /** Most tools the words of a turn narrow a model call to, or false: every tool on every call. */
  toolBudget: number | false;
  /** Tools offered on every model call that offers tools. */
  alwaysOfferedTools: readonly string[];
  /** The models a call goes to, in order: the graph's model, then `fallbackModels`. Empty with no model. */
  models: GraphModel[];
}

/** Sends an event to `DialogueGraph.stream` (the LangGraph custom stream); a no-op outside a stream. */
export type EventWriter = (event: DialogueEvent) => void;

/** Reads the custom-stream writer from a node's config. */
export function eventWriter(config: { writer?: (chunk: unknown) => void }): EventWriter {
  return (event) => config.writer?.(event);
}

/** A prompt in the turn's language with its placeholders filled. */
export function prompt(runtime: GraphRuntime, name: keyof DialoguePrompts, locale: Locale, values: Record<string, string> = {}): string {
  const text = runtime.prompts[name];
  return fillTemplate(typeof text === "string" ? text : localize(locale, text), values);
}
