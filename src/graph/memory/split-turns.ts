import { isHumanMessage, type BaseMessage } from "@langchain/core/messages";

/**
 * The conversation cut into turns: each starts at a user message and holds everything up to the
 * next (tool calls with their results, the reply). Whatever comes before the first user message
 * is a turn of its own. A turn is what is kept or left whole, so a tool call never loses its result.
 */
export function splitTurns(messages: readonly BaseMessage[]): BaseMessage[][] {
  const turns: BaseMessage[][] = [];
  for (const message of messages) {
    if (turns.length === 0 || isHumanMessage(message)) turns.push([message]);
    else turns[turns.length - 1].push(message);
  }
  return turns;
}
