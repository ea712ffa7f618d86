import type { DialogueEvent } from "../graph/dialogue-event";
import type { DialogueGraph } from "../graph/dialogue-graph";
import type { Locale } from "../core/locale";
import { checkpointThreadId } from "./thread-key";
import type { RunningTurn } from "./running-turns";
import { ServerError } from "./server-error";

/** What a turn stopped by the server (its shutdown deadline) answers, when it had said nothing yet. */
const STOPPED_REPLY: Record<Locale, string> = {
  "zh-TW": "伺服器正在重新啟動，請再說一次。",
  "zh-HK": "伺服器重新啟動緊，唔該再講一次。",
  "zh-CN": "服务器正在重新启动，请再说一次。",
  en: "The server is restarting; please say that again.",
};

/** One turn as a request asks for it. */
export interface TurnRequest {
  text: string;
  /** The thread as the client names it. */
  threadId: string;
  /** The user of the request; undefined with one user. */
  userId: string | undefined;
}

/**
 * Runs a turn on the user's own thread and yields its events, naming the thread as the client
 * does (never with the user prefix the checkpointer sees). Marks `running` finished however the
 * stream ends, also when the client stops reading.
 */
export async function* streamTurn(
  assistant: DialogueGraph,
  running: RunningTurn,
  { text, threadId, userId }: TurnRequest,
): AsyncGenerator<DialogueEvent> {
  try {
    const events = assistant.stream(text, { threadId: checkpointThreadId(userId, threadId), userId, signal: running.signal });
    for await (const event of events) {
      if (event.type === "turn-start") yield { ...event, threadId };
      else if (event.type === "turn-end") {
        // The library says nothing more in a turn its signal cut short; one the server stopped (shutdown) still tells the user why.
        const stopped = event.turn.interrupted === true && event.turn.reply === "" && running.signal.aborted;
        yield { ...event, turn: { ...event.turn, threadId, ...(stopped ? { reply: STOPPED_REPLY[event.turn.locale] } : {}) } };
      } else yield event;
    }
  } finally {
    running.finish();
  }
}

/** Checks a turn's text: present, and no longer than `maxLength` characters. */
export function checkTurnText(text: unknown, maxLength: number, param: string): string {
  if (typeof text !== "string" || text.trim() === "") {
    throw new ServerError(400, "invalid_request", `"${param}" must be a non-empty string: the user's words for this turn.`, param);
  }
  if (text.length > maxLength) {
    throw new ServerError(400, "text_too_long", `The text is ${text.length} characters long; a turn takes at most ${maxLength}.`, param);
  }
  return text;
}
