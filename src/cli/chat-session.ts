import type { DialogueGraph, Locale, Settings, TurnRecord } from "../index";
import type { CliIo } from "./cli-command";
import { chatMessages } from "./chat-messages";
import { modelFailureNote } from "./model-failure-note";
import { printEvent } from "./print-event";

/** What a {@link ChatSession} talks through. */
export interface ChatSessionParts {
  assistant: DialogueGraph;
  settings: Settings;
  /** The conversation the turns belong to. */
  threadId: string;
  /** The library's `detectLocale`, passed in: the command loads the library when it runs. */
  detectLocale: (text: string, fallback: Locale) => Locale;
  io: CliIo;
}

/**
 * One chat's turns on one thread: shows each turn as it streams (the local route's mark in the
 * turn's language), says on stderr what failed when the model did, and remembers the language
 * the user last spoke — for the prompt, and for what rings.
 */
export class ChatSession {
  /** The language of the last turn; the settings' before the first. */
  locale: Locale;

  constructor(private readonly parts: ChatSessionParts) {
    this.locale = parts.settings.locale;
  }

  /** Answers one request; resolves to its record, with `failed` true when a model call failed. */
  async answer(text: string): Promise<{ turn?: TurnRecord; failed: boolean }> {
    const { assistant, settings, threadId, detectLocale, io } = this.parts;
    const messages = chatMessages(detectLocale(text, settings.locale));
    let turn: TurnRecord | undefined;
    for await (const event of assistant.stream(text, { threadId })) {
      printEvent(event, io, messages);
      if (event.type === "turn-end") turn = event.turn;
    }
    if (turn === undefined) return { failed: false };
    this.locale = turn.locale;
    const note = modelFailureNote(turn, settings);
    if (note !== undefined) io.stderr.write(note);
    return { turn, failed: note !== undefined };
  }
}
