import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import { callModel, messageText } from "../call-model";
import { prompt, type GraphRuntime } from "../graph-runtime";
import { limitModelOutput } from "../limits/limit-model-output";
import { modelCandidates } from "../model-candidates";
import type { Summarizer } from "./summarizer";
import { transcriptText } from "./transcript-text";

/**
 * The default {@link Summarizer}: one model call (the graph's model, then its fallback models), with the `summarize` prompt, the summary so far
 * and the turns as plain lines. Nothing of it streams to the user; the callbacks it is given see the call.
 */
export function modelSummarizer(runtime: GraphRuntime): Summarizer {
  return async ({ summary, messages, locale, signal, callbacks }) => {
    const earlier = summary ? `${prompt(runtime, "conversation_summary", locale, { summary })}\n\n` : "";
    const { message } = await callModel({
      // The graph's model, then its fallback models.
      models: modelCandidates(runtime.models, (candidate) => limitModelOutput(candidate.model, runtime)),
      messages: [
        new SystemMessage(prompt(runtime, "summarize", locale)),
        new HumanMessage(`${earlier}${transcriptText(messages, locale)}`),
      ],
      purpose: "summary",
      signal,
      callbacks,
      policy: runtime.modelCalls,
    });
    return messageText(message).trim();
  };
}
