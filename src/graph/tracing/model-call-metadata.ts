/** The metadata key a model call's purpose (`intent`, `reply`, …) travels under to callbacks, LangSmith and spans. */
export const MODEL_CALL_PURPOSE_KEY = "dialogue_graph_purpose";

/** The run metadata of a model call made for this purpose in a turn. */
export function modelCallMetadata(purpose: string): Record<string, string> {
  return { [MODEL_CALL_PURPOSE_KEY]: purpose };
}
