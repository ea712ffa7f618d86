import { homedir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import type { AlarmScheduler, DialogueGraph } from "../index";
import type { CliCommand, CliIo } from "./cli-command";
import { chatMessages, type ChatMessages } from "./chat-messages";
import { printEvent } from "./print-event";

const help = `Usage:
  dialogue-graph chat                 chat in the terminal (type exit or press Ctrl-D to quit)
  dialogue-graph chat "現在幾點"       answer one request, then exit

Options:
  -h, --help      this help

The model comes from OPENAI_API_KEY, OPENAI_MODEL and OPENAI_BASE_URL (environment or ./.env).
With none of them the local route still answers: 現在幾點, 明天早上七點叫我起床, 123*4 …
`;

interface TerminalChat {
  assistant: DialogueGraph;
  scheduler: AlarmScheduler;
  threadId: string;
  messages: ChatMessages;
  /** The first line: the model in use, or that there is none. */
  banner: string;
}

async function chatInTerminal({ assistant, scheduler, threadId, messages, banner }: TerminalChat, io: CliIo): Promise<void> {
  // Alarms and countdown timers ring while the chat is open (a one-shot answer exits before).
  scheduler.on("alarm", ({ text }) => io.stdout.write(`\n⏰ ${text}\n`));
  scheduler.on("timer", ({ text }) => io.stdout.write(`\n⏰ ${text}\n`));
  await scheduler.start();
  const terminal = createInterface({ input: io.stdin, output: io.stdout, prompt: messages.prompt });
  terminal.on("SIGINT", () => terminal.close());
  io.stdout.write(`${banner}\n${messages.quit}\n`);
  terminal.prompt();
  try {
    // Lines typed (or piped) while a reply is still streaming wait their turn.
    for await (const input of terminal) {
      const line = input.trim();
      if (messages.quitWords.includes(line.toLowerCase())) break;
      if (line) for await (const event of assistant.stream(line, { threadId })) printEvent(event, io);
      terminal.prompt();
    }
  } finally {
    terminal.close();
    scheduler.stop();
  }
}

/** `dialogue-graph chat [text]`: the terminal chat, or one answer when a request is given. */
export const chatCommand: CliCommand = {
  name: "chat",
  summary: 'chat in the terminal, or answer one request: dialogue-graph chat "現在幾點"',
  help,
  async run(args, io) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    // The library loads when a command runs: `--help`, `--version` and a mistyped command answer at once.
    const { AlarmScheduler, DialogueGraph, createDefaultRegistry, loadSettings } = await import("../index");
    const settings = loadSettings({ env: io.env });
    const threadId = "terminal";
    const scheduler = new AlarmScheduler({
      filePath: join(settings.dataDir ?? join(homedir(), ".pibuddy"), "alarms.json"),
      locale: settings.locale,
    });
    const assistant = new DialogueGraph({ settings, registry: createDefaultRegistry({ settings, alarms: { scheduler } }) });
    const request = positionals.join(" ").trim();
    if (request) {
      for await (const event of assistant.stream(request, { threadId })) printEvent(event, io);
      return 0;
    }
    const messages = chatMessages(settings.locale);
    const hasModel = settings.openaiApiKey !== undefined || settings.openaiBaseUrl !== undefined;
    const banner = hasModel ? `dialogue-graph · ${settings.openaiModel}` : messages.noModel;
    await chatInTerminal({ assistant, scheduler, threadId, messages, banner }, io);
    return 0;
  },
};
