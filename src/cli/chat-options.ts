import { parseArgs } from "node:util";
import { LOCALES, type Locale } from "../index";

/** What `dialogue-graph chat` was asked to do. */
export interface ChatOptions {
  /** The one-shot request (the words after the options), or "" for the terminal chat. */
  request: string;
  /** The conversation to continue: `--thread <id>`, or the default one. */
  threadId: string;
  /** `--new`: forget the thread's conversation first. */
  fresh: boolean;
  /** `--locale`: the language to answer in when the words do not tell. */
  locale?: Locale;
  /** `--model`: the model's name, over OPENAI_MODEL. */
  model?: string;
  /** `--fallback-model` (repeatable): models on the same server tried in order when the model fails, over OPENAI_FALLBACK_MODELS. */
  fallbackModels?: string[];
}

/** The thread a chat continues when no `--thread` is given, kept in the data folder between runs. */
export const DEFAULT_CHAT_THREAD = "terminal";

const locales: readonly string[] = LOCALES;

/**
 * Reads `chat`'s command line: `[--thread <id>] [--new] [--locale <zh-TW|zh-HK|zh-CN|en>] [--model <name>]
 * [--fallback-model <name>]… [text…]`. Returns what is wrong with it, as a line for stderr, when it cannot be read.
 */
export function readChatOptions(args: string[]): ChatOptions | { error: string } {
  let values: { thread?: string; new?: boolean; locale?: string; model?: string; "fallback-model"?: string[] };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        thread: { type: "string" },
        new: { type: "boolean" },
        locale: { type: "string" },
        model: { type: "string" },
        "fallback-model": { type: "string", multiple: true },
      },
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { thread, locale, model } = values;
  if (thread !== undefined && thread.trim() === "") return { error: "--thread needs a thread id, e.g. --thread kitchen." };
  if (locale !== undefined && !locales.includes(locale))
    return { error: `--locale must be one of ${locales.join(", ")}, not "${locale}".` };
  if (model !== undefined && model.trim() === "") return { error: "--model needs a model name, e.g. --model gpt-4o-mini." };
  const fallbackModels = values["fallback-model"]?.map((name) => name.trim());
  if (fallbackModels?.some((name) => name === "" || name.includes(",")))
    return { error: "--fallback-model needs one model name, e.g. --fallback-model gpt-4.1-mini." };
  return {
    request: positionals.join(" ").trim(),
    threadId: thread?.trim() ?? DEFAULT_CHAT_THREAD,
    fresh: values.new ?? false,
    ...(locale === undefined ? {} : { locale: locale as Locale }),
    ...(model === undefined ? {} : { model: model.trim() }),
    ...(fallbackModels === undefined ? {} : { fallbackModels }),
  };
}
