import { HumanMessage } from "@langchain/core/messages";
import { MemorySaver, type BaseCheckpointSaver } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { DEFAULT_PROMPTS, DialogueGraph } from "../../src/index";
import { createBenchRegistry } from "../turn-cost/create-bench-registry";
import { measuredModel, type RequestFigures } from "./measured-model";

/** The frameworks the bench compares on one long thread. */
export type LongThreadFramework = "dialogue-graph" | "react-agent";
/** The checkpointers it runs them on. */
export type LongThreadSaver = "memory" | "sqlite";

/** One framework on one checkpointer, ready to run turns on the thread "kitchen". */
export interface LongThreadVariant {
  runTurn(text: string): Promise<void>;
  /** Waits for work that follows the turns (DialogueGraph's summaries). */
  settle(): Promise<void>;
  requests: RequestFigures;
}

const systemPrompt = typeof DEFAULT_PROMPTS.system === "string" ? DEFAULT_PROMPTS.system : DEFAULT_PROMPTS.system.zh;

/** DialogueGraph with its defaults (function calling, every turn to the model) or createReactAgent, on MemorySaver or a SQLite file. */
export function createLongThreadVariant({
  framework,
  saver,
  baseUrl,
  databaseFile,
}: {
  framework: LongThreadFramework;
  saver: LongThreadSaver;
  baseUrl: string;
  databaseFile: string;
}): LongThreadVariant {
  const { model, figures } = measuredModel(baseUrl);
  const checkpointer: BaseCheckpointSaver = saver === "memory" ? new MemorySaver() : SqliteSaver.fromConnString(databaseFile);
  const config = { configurable: { thread_id: "kitchen" } };
  if (framework === "dialogue-graph") {
    const graph = new DialogueGraph({
      model,
      registry: createBenchRegistry(),
      checkpointer,
      localIntents: false,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
    });
    return {
      requests: figures,
      settle: () => graph.settle(),
      async runTurn(text) {
        for await (const event of graph.stream(text, { threadId: "kitchen" }))
          if (event.type === "turn-end" && event.turn.reply === "") throw new Error(`No reply to ${text}`);
      },
    };
  }
  const agent = createReactAgent({
    llm: model,
    tools: createBenchRegistry().toLangChainTools(),
    prompt: systemPrompt.replace("{now}", "2026-03-10 09:00").replace("{timeZone}", "Asia/Taipei"),
    checkpointSaver: checkpointer,
  });
  return {
    requests: figures,
    settle: async () => {},
    async runTurn(text) {
      for await (const _ of await agent.stream({ messages: [new HumanMessage(text)] }, { ...config, streamMode: "messages" })) {
        // Read as a voice app would: every chunk as it comes.
      }
    },
  };
}
