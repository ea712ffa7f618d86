import { createInterface, type Interface } from "node:readline";
import type { AlarmScheduler } from "../index";
import type { CliIo } from "./cli-command";
import { chatMessages } from "./chat-messages";
import type { ChatSession } from "./chat-session";

/** What {@link chatInTerminal} talks through. */
export interface TerminalChat {
  session: ChatSession;
  scheduler: AlarmScheduler;
  /** The first line: the model in use, or that there is none. */
  banner: string;
}

/**
 * The interactive chat: a prompt in the user's language, each line answered in turn, alarms and
 * timers rung (once each) while it is open — with the prompt and what was being typed drawn
 * again after a ring, unless a reply is being written.
 */
export async function chatInTerminal({ session, scheduler, banner }: TerminalChat, io: CliIo): Promise<void> {
  const messages = () => chatMessages(session.locale);
  let terminal: Interface | undefined;
  let answering = false;
  const ring = ({ text }: { text: string }) => {
    io.stdout.write(`\n⏰ ${text}\n`);
    if (!answering) terminal?.prompt(true);
  };
  scheduler.on("alarm", ring);
  scheduler.on("timer", ring);
  // Rings what was missed first; the terminal is read only once its lines can be taken (lines
  // that arrive before the loop below reads them would be lost).
  await scheduler.start();
  terminal = createInterface({ input: io.stdin, output: io.stdout, prompt: messages().prompt });
  terminal.on("SIGINT", () => terminal?.close());
  io.stdout.write(`${banner}\n${messages().quit}\n`);
  terminal.prompt();
  try {
    // Lines typed (or piped) while a reply is still streaming wait their turn.
    for await (const input of terminal) {
      const line = input.trim();
      if (messages().quitWords.includes(line.toLowerCase())) break;
      answering = true;
      try {
        if (line) await session.answer(line);
      } finally {
        answering = false;
      }
      terminal.setPrompt(messages().prompt);
      terminal.prompt();
    }
  } finally {
    terminal.close();
    scheduler.stop();
    scheduler.off("alarm", ring);
    scheduler.off("timer", ring);
  }
}
