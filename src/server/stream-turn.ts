import type { DialogueEvent } from "../graph/dialogue-event";
import type { DialogueGraph } from "../graph/dialogue-graph";
import type { TurnRecord } from "../graph/turn-record";
import type { Locale } from "../core/locale";
import { checkpointThreadId } from "./thread-key";
import type { RunningTurn } from "./running-turns";
import { ServerError } from "./server-error";
import { withoutServerPaths } from "./without-server-paths";

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

// What a client may see of an event: tools' arguments and results without the server's paths.
function forClient(event: DialogueEvent): DialogueEvent {
  if (event.type === "tool-call-start") return { ...event, args: withoutServerPaths(event.args) };
  if (event.type === "tool-call-end") return { ...event, args: withoutServerPaths(event.args), result: withoutServerPaths(event.result) };
  return event;
}

/**
 * Runs a turn on the user's own thread and yields its events, naming the thread as the client
 * does (never with the user prefix the checkpointer sees). `turn-end` comes only once the turn is
 * saved: the library sends it from the graph's last step, before the checkpoint is written, and a
 * save that fails must reach the client as an error, not after a completed turn. Tools' arguments
 * and results carry no server paths. Marks `running` finished however the stream ends, also when
 * the client stops reading.
 */
export async function* streamTurn(
  assistant: DialogueGraph,
  running: RunningTurn,
  { text, threadId, userId }: TurnRequest,
): AsyncGenerator<DialogueEvent> {
  try {
    const events = assistant.stream(text, { threadId: checkpointThreadId(userId, threadId), userId, signal: running.signal });
    let turn: TurnRecord | undefined;
    for await (const event of events) {
      if (event.type === "turn-start") yield { ...event, threadId };
      else if (event.type === "turn-end") turn = event.turn;
      else yield forClient(event);
    }
    if (turn === undefined) return;
    // The library says nothing more in a turn its signal cut short; one the server stopped (shutdown) still tells the user why.
    const stopped = turn.interrupted === true && turn.reply === "" && running.signal.aborted;
    const reply = stopped ? STOPPED_REPLY[turn.locale] : turn.reply;
    if (stopped) {
      yield { type: "text-delta", text: reply };
      yield { type: "sentence", text: reply };
    }
    yield { type: "turn-end", turn: { ...withoutServerPaths(turn), text: turn.text, reply, threadId } };
  } finally {
    running.finish();
  }
}

/**
 * Starts a turn and waits for its first event, so that what refuses it before it runs — its
 * thread busy past the deadline, the database down — is still the answer's HTTP status, not an
 * event in a stream already answered 200. Then yields every event, the first included.
 */
export async function startTurn(
  assistant: DialogueGraph,
  running: RunningTurn,
  request: TurnRequest,
): Promise<AsyncGenerator<DialogueEvent>> {
  const events = streamTurn(assistant, running, request);
  const first = await events.next();
  return (async function* () {
    if (first.done !== true) yield first.value;
    yield* events;
  })();
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
