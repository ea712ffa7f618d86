import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import { callModel, messageText } from "../call-model";
import { prompt, type GraphRuntime } from "../graph-runtime";
import { limitModelOutput } from "../limits/limit-model-output";
import type { Summarizer } from "./summarizer";
import { transcriptText } from "./transcript-text";

/**
 * The default {@link Summarizer}: one model call, with the `summarize` prompt, the summary so far
 * and the turns as plain lines. Nothing of it streams to the user.
 */
export function modelSummarizer(model: BaseChatModel, runtime: GraphRuntime): Summarizer {
  return async ({ summary, messages, locale, signal }) => {
    const earlier = summary ? `${prompt(runtime, "conversation_summary", locale, { summary })}\n\n` : "";
    const { message } = await callModel({
      model: limitModelOutput(model, runtime),
      messages: [
        new SystemMessage(prompt(runtime, "summarize", locale)),
        new HumanMessage(`${earlier}${transcriptText(messages, locale)}`),
      ],
      purpose: "summary",
      signal,
      policy: runtime.modelCalls,
    });
    return messageText(message).trim();
  };
}
