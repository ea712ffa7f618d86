import type { TurnRecord } from "../../graph/turn-record";

/** OpenAI's usage block, summed over the turn's model calls (zero for a turn the local route answered). */
export function turnUsage(turn: TurnRecord): { prompt_tokens: number; completion_tokens: number; total_tokens: number } {
  const prompt = turn.modelCalls.reduce((sum, call) => sum + (call.usage?.inputTokens ?? 0), 0);
  const completion = turn.modelCalls.reduce((sum, call) => sum + (call.usage?.outputTokens ?? 0), 0);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/** What every completion object of one answer shares. */
export interface CompletionHead {
  id: string;
  created: number;
  model: string;
}

/** A non-streamed chat completion: the reply as the assistant's message. */
export function chatCompletion(head: CompletionHead, turn: TurnRecord) {
  return {
    ...head,
    object: "chat.completion" as const,
    choices: [
      {
        index: 0,
        message: { role: "assistant" as const, content: turn.reply, refusal: null },
        logprobs: null,
        finish_reason: "stop" as const,
      },
    ],
    usage: turnUsage(turn),
  };
}

/** One chunk of a streamed chat completion: a piece of the reply, the role first, or the end. */
export function chatCompletionChunk(
  head: CompletionHead,
  delta: { role?: "assistant"; content?: string },
  finishReason: "stop" | null = null,
) {
  return { ...head, object: "chat.completion.chunk" as const, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] };
}

/** The last chunk when the client asked for usage (`stream_options.include_usage`): no choices, the usage. */
export function usageChunk(head: CompletionHead, turn: TurnRecord) {
  return { ...head, object: "chat.completion.chunk" as const, choices: [], usage: turnUsage(turn) };
}
