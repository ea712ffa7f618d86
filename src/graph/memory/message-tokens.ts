import { isAIMessage, type BaseMessage } from "@langchain/core/messages";
import { messageText } from "../call-model";
import type { TokenCounter } from "./estimate-tokens";

// What a chat API adds per message (role, separators), as OpenAI counts it.
const perMessage = 4;
// A message's count does not change: within a turn it is counted once.
const counted = new WeakMap<BaseMessage, number>();

/** The tokens a message costs in a model request: its text, its tool calls and their arguments. */
export function messageTokens(message: BaseMessage, countTokens: TokenCounter): number {
  let tokens = counted.get(message);
  if (tokens === undefined) {
    tokens = perMessage + countTokens(messageText(message));
    if (isAIMessage(message))
      for (const call of message.tool_calls ?? []) tokens += countTokens(call.name) + countTokens(JSON.stringify(call.args));
    counted.set(message, tokens);
  }
  return tokens;
}
