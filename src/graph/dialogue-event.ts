import type { Locale } from "../core/locale";
import type { ToolCallRecord, ToolResultRecord, TurnRecord } from "./turn-record";

/**
 * The typed events of `DialogueGraph.stream`:
 * - `turn-start` — the turn began, with the language it is answered in (`locale`: a Cantonese turn is `zh-HK`);
 * - `tool-call-start` / `tool-call-end` — a tool began and finished (also for failures);
 * - `text-delta` — a piece of the final answer (never text of a tool-calling step);
 * - `sentence` — a whole sentence of the final answer, as soon as it ends, ready for text-to-speech;
 *   with `holding: true`, the short line said while the reply is slow (`holdingLineAfterMs`), never
 *   part of the reply;
 * - `question` — the reply is a question and the assistant waits for its answer (a voice app keeps
 *   the microphone open): `confirm` before a call that needs the user's yes, `slot` for a missing argument;
 * - `turn-end` — the turn's record, always the last event.
 */
export type DialogueEvent =
  | { type: "turn-start"; threadId: string; text: string; locale: Locale }
  | { type: "tool-call-start"; id: string; name: string; args: Record<string, unknown>; source: ToolCallRecord["source"] }
  | { type: "tool-call-end"; id: string; name: string; args: Record<string, unknown>; result: ToolResultRecord; durationMs: number }
  | { type: "text-delta"; text: string }
  | { type: "sentence"; text: string; holding?: true }
  | { type: "question"; kind: "slot" | "confirm"; text: string }
  | { type: "turn-end"; turn: TurnRecord };
