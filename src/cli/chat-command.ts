import { homedir } from "node:os";
import { join } from "node:path";
import { holdingLineSetting } from "../graph/holding-line-setting";
import type { CliCommand } from "./cli-command";
import { chatInTerminal } from "./chat-in-terminal";
import { chatMessages } from "./chat-messages";
import { DEFAULT_CHAT_THREAD, readChatOptions } from "./chat-options";
import { ChatSession } from "./chat-session";
import { CHAT_THREADS_FILE, openChatCheckpointer } from "./open-chat-checkpointer";
import { terminalLocale } from "./terminal-locale";

const help = `Usage:
  dialogue-graph chat [options]              chat in the terminal (type exit or press Ctrl-D to quit)
  dialogue-graph chat [options] "現在幾點"    answer one request, then exit

Options:
  --thread <id>                    the conversation to continue (default: "${DEFAULT_CHAT_THREAD}")
  --new                            start the conversation afresh (forget the thread's turns)
  --locale <zh-TW|zh-HK|zh-CN|en>  the language to answer in when the words do not tell (default:
                                   DIALOGUE_GRAPH_LOCALE, else the terminal's LANG, else zh-TW)
  --model <name>                   the model's name (over OPENAI_MODEL)
  --fallback-model <name>          a model on the same server to answer when the model fails (a
                                   refused connection, 5xx, 429, no first token in time); repeat
                                   for more, tried in order (over OPENAI_FALLBACK_MODELS)
  -h, --help                       this help

One-shot runs continue the same thread, so a follow-up works across runs:
  dialogue-graph chat "這個月咖啡花了多少錢"
  dialogue-graph chat "那上個月呢"
The threads are kept in ${CHAT_THREADS_FILE} in the data folder (DIALOGUE_GRAPH_DATA_DIR, default
~/.pibuddy), with the optional package @langchain/langgraph-checkpoint-sqlite.

The model comes from OPENAI_API_KEY, OPENAI_MODEL and OPENAI_BASE_URL (environment or ./.env).
With none of them the local route still answers: 現在幾點, 明天早上七點叫我起床, 123*4 …
A one-shot run whose model call failed says why on stderr and exits with 1.
DIALOGUE_GRAPH_HOLDING_LINE_MS=800: a reply that has said nothing after 800 ms is preceded by a short
line (我查一下喔。) on stderr, dimmed, as a voice assistant would say it.
`;

/** `dialogue-graph chat [options] [text]`: the terminal chat, or one answer when a request is given. */
export const chatCommand: CliCommand = {
  name: "chat",
  summary: 'chat in the terminal, or answer one request: dialogue-graph chat "現在幾點"',
  help,
  async run(args, io) {
    const options = readChatOptions(args);
    if ("error" in options) {
      io.stderr.write(`dialogue-graph chat: ${options.error}\nSee dialogue-graph chat --help.\n`);
      return 2;
    }
    // The library loads when a command runs: `--help`, `--version` and a mistyped command answer at once.
    const { AlarmScheduler, DialogueGraph, createDefaultRegistry, detectLocale, loadSettings } = await import("../index");
    const overrides = (locale: string | undefined) => ({
      env: {
        ...io.env,
        ...(locale === undefined ? {} : { DIALOGUE_GRAPH_LOCALE: locale }),
        ...(options.model === undefined ? {} : { OPENAI_MODEL: options.model }),
        ...(options.fallbackModels === undefined ? {} : { OPENAI_FALLBACK_MODELS: options.fallbackModels.join(",") }),
      },
    });
    let settings = loadSettings(overrides(options.locale));
    // No locale set anywhere (--locale, environment, .env): the terminal's language, when it is one of ours.
    const spoken = settings.env.DIALOGUE_GRAPH_LOCALE?.trim() ? undefined : terminalLocale(io.env);
    if (spoken !== undefined) settings = loadSettings(overrides(spoken));
    const dataDir = settings.dataDir ?? join(homedir(), ".pibuddy");
    const checkpointer = await openChatCheckpointer(dataDir, io);
    let session: ChatSession | undefined;
    // Rings in the language the user last spoke.
    const scheduler = new AlarmScheduler({ filePath: join(dataDir, "alarms.json"), locale: () => session?.locale ?? settings.locale });
    const registry = createDefaultRegistry({ settings, alarms: { scheduler } });
    const holdingLineAfterMs = holdingLineSetting(settings.env);
    const assistant = new DialogueGraph({
      settings,
      registry,
      holdingLineAfterMs,
      ...(checkpointer === undefined ? {} : { checkpointer }),
    });
    const { threadId } = options;
    if (options.fresh) await assistant.deleteThread(threadId);
    session = new ChatSession({ assistant, settings, threadId, detectLocale, io });
    if (options.request) {
      const { failed } = await session.answer(options.request);
      return failed ? 1 : 0;
    }
    const hasModel = settings.openaiApiKey !== undefined || settings.openaiBaseUrl !== undefined;
    const banner = hasModel ? `dialogue-graph · ${settings.openaiModel}` : chatMessages(settings.locale).noModel;
    await chatInTerminal({ session, scheduler, banner }, io);
    return 0;
  },
};
