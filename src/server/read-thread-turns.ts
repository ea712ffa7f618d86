import { isAIMessage, isHumanMessage, type BaseMessage } from "@langchain/core/messages";
import type { DialogueGraph } from "../graph/dialogue-graph";

/** One turn of a thread's history, as `GET /v1/threads/{id}/turns` answers it. */
export interface ThreadTurn {
  /** What the user said. */
  text: string;
  /** What the assistant answered; absent for a turn that ended without a reply. */
  reply?: string;
  /** The tools the turn called, in order. */
  tools: string[];
}

// The server imports the library only through its public entry (the CLI bundles this folder), so
// it reads a message's text itself.
function messageText(message: BaseMessage): string {
  if (typeof message.content === "string") return message.content;
  return message.content.map((part) => ("text" in part && typeof part.text === "string" ? part.text : "")).join("");
}

/**
 * The most recent turns of a checkpointed thread (at most `limit`, oldest first), or undefined
 * when the thread does not exist. Reads the conversation the checkpointer keeps; turns folded
 * into a summary are no longer there.
 */
export async function readThreadTurns(
  assistant: DialogueGraph,
  checkpointThreadId: string,
  limit: number,
): Promise<ThreadTurn[] | undefined> {
  const snapshot = await assistant.graph.getState({ configurable: { thread_id: checkpointThreadId } });
  const messages: unknown = (snapshot.values as { messages?: unknown } | undefined)?.messages;
  if (snapshot.createdAt === undefined || !Array.isArray(messages)) return undefined;
  const turns: ThreadTurn[] = [];
  for (const message of messages as BaseMessage[]) {
    const current = turns.at(-1);
    if (isHumanMessage(message)) turns.push({ text: messageText(message), tools: [] });
    else if (current !== undefined && isAIMessage(message)) {
      if (message.tool_calls?.length) current.tools.push(...message.tool_calls.map((call) => call.name));
      else current.reply = messageText(message);
    }
  }
  return turns.slice(-limit);
}
