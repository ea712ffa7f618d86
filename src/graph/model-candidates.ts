import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { ChatRunnable } from "./chat-runnable";

/** One of a graph's models: its main model or a fallback model. */
export interface GraphModel {
  model: BaseChatModel;
  /** Its name as its provider knows it, for the turn record. */
  name: string;
  /** The model with the registered tools bound: every one, or the ones named (the model itself when there are none or it cannot bind). */
  withTools: (names?: readonly string[]) => ChatRunnable;
}

/** A model one call may go to, made ready for the call only when the call gets to it. */
export interface ModelCandidate {
  /** The model's name, for the turn record. */
  name: string;
  /** The model ready for this call: tools bound, output limited. */
  prepare: () => ChatRunnable;
  /** The same for every call to the same model (its `GraphModel`): what `ModelCooldown` knows it by. */
  key: object;
}

/**
 * The models one call goes to, in order — the graph's model, then its fallback models — each
 * made ready by the same `prepare` (the same tools bound, the same limits), so a fallback gets
 * the very call the first model failed.
 */
export function modelCandidates(models: readonly GraphModel[], prepare: (model: GraphModel) => ChatRunnable): ModelCandidate[] {
  return models.map((model) => ({ name: model.name, prepare: () => prepare(model), key: model }));
}
