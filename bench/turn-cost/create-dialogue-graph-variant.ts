import { MemorySaver } from "@langchain/langgraph";
import { DialogueGraph } from "../../src/index";
import type { BenchVariant, TurnOutcome } from "./bench-variant";
import { createBenchModel } from "./create-bench-model";
import { createBenchRegistry } from "./create-bench-registry";

/** Which DialogueGraph setting: function calling, prompted JSON, or function calling behind the local route. */
export type DialogueGraphMode = "native" | "prompted" | "local";

/**
 * DialogueGraph with a MemorySaver, streamed with `graph.stream`: `native` and `prompted` send every
 * turn to the model (`localIntents: false`); `local` lets the local route answer what it can.
 */
export function createDialogueGraphVariant({ baseUrl, mode }: { baseUrl: string; mode: DialogueGraphMode }): BenchVariant {
  const { model, calls } = createBenchModel(baseUrl);
  const graph = new DialogueGraph({
    model,
    registry: createBenchRegistry(),
    checkpointer: new MemorySaver(),
    toolCalling: mode === "prompted" ? "prompted" : "native",
    localIntents: mode === "local",
    locale: "zh-TW",
    timeZone: "Asia/Taipei",
  });
  return {
    name: `dialogue-graph-${mode}`,
    modelCalls: calls,
    async runTurn(text, threadId) {
      const outcome: TurnOutcome = { reply: "", toolsRun: 0 };
      for await (const event of graph.stream(text, { threadId })) {
        if (event.type === "sentence") outcome.firstSentenceAt ??= performance.now();
        else if (event.type === "tool-call-end") outcome.toolsRun += 1;
        else if (event.type === "turn-end") outcome.reply = event.turn.reply;
      }
      return outcome;
    },
  };
}
