import type { BaseMessage } from "@langchain/core/messages";
import type { BenchVariant } from "./bench-variant";
import { createBenchModel } from "./create-bench-model";
import { createBenchRegistry } from "./create-bench-registry";
import { seedFlowTurn } from "./seed-flow-turn";

/** The seed's three-call flow, with a plain array of messages per thread as its memory. */
export function createSeedFlowVariant({ baseUrl }: { baseUrl: string }): BenchVariant {
  const { model, calls } = createBenchModel(baseUrl);
  const registry = createBenchRegistry();
  const threads = new Map<string, BaseMessage[]>();
  return {
    name: "seed-flow",
    modelCalls: calls,
    runTurn(text, threadId) {
      let history = threads.get(threadId);
      if (history === undefined) threads.set(threadId, (history = []));
      return seedFlowTurn({ model, registry, history, text });
    },
  };
}
