import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { DialogueContext } from "../../routing/route-turn";

// The turns a thread's tools stay offered for, counting the current one.
const RECENT_TURNS = 3;

/** What {@link recentToolNames} reads. */
export interface RecentToolsSource {
  /** The conversation (the current turn's message last). */
  messages: readonly BaseMessage[];
  /** What the thread keeps between turns: the last call and the one before, a question asked back. */
  dialogue?: DialogueContext;
  /** A question the previous turn asked and waits on (the tool it is about). Default: none. */
  awaitingTool?: string;
}

/**
 * The tools a thread used or asked about recently: those called in its last three turns (the
 * current turn's earlier rounds included), its last two calls, and the tool of a question it waits
 * on — a follow-up (「那高雄呢」) or an answer (「早上六點」) may name no tool at all.
 */
export function recentToolNames({ messages, dialogue, awaitingTool }: RecentToolsSource): string[] {
  const names = new Set<string>();
  let turns = 0;
  for (let at = messages.length - 1; at >= 0 && turns < RECENT_TURNS; at--) {
    const message = messages[at];
    if (message.getType() === "human") turns += 1;
    else if (AIMessage.isInstance(message)) for (const call of message.tool_calls ?? []) names.add(call.name);
  }
  for (const name of [dialogue?.last?.tool, dialogue?.earlier?.tool, dialogue?.pending?.tool, awaitingTool]) {
    if (name !== undefined) names.add(name);
  }
  return [...names];
}
