import { AIMessageChunk, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { MemorySaver } from "@langchain/langgraph";
import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { DEFAULT_PROMPTS, SentenceSplitter } from "../../src/index";
import type { BenchVariant, TurnOutcome } from "./bench-variant";
import { createBenchModel } from "./create-bench-model";
import { createBenchRegistry } from "./create-bench-registry";

const systemPrompt = typeof DEFAULT_PROMPTS.system === "string" ? DEFAULT_PROMPTS.system : DEFAULT_PROMPTS.system.zh;

/**
 * LangGraph's prebuilt `createReactAgent` with the same ChatOpenAI client, the same tools (through
 * `registry.toLangChainTools()`), a system prompt and a MemorySaver, streamed with
 * `streamMode: "messages"` so the reply's first sentence is seen as it arrives.
 */
export function createReactAgentVariant({ baseUrl }: { baseUrl: string }): BenchVariant {
  const { model, calls } = createBenchModel(baseUrl);
  const agent = createReactAgent({
    llm: model,
    tools: createBenchRegistry().toLangChainTools(),
    prompt: systemPrompt.replace("{now}", "2026-03-10 09:00").replace("{timeZone}", "Asia/Taipei"),
    checkpointSaver: new MemorySaver(),
  });
  return {
    name: "react-agent",
    modelCalls: calls,
    async runTurn(text, threadId) {
      const outcome: TurnOutcome = { reply: "", toolsRun: 0 };
      const splitter = new SentenceSplitter();
      const stream = await agent.stream(
        { messages: [new HumanMessage(text)] },
        { configurable: { thread_id: threadId }, streamMode: "messages" },
      );
      for await (const [message] of stream) {
        if (ToolMessage.isInstance(message)) outcome.toolsRun += 1;
        if (!AIMessageChunk.isInstance(message) || typeof message.content !== "string" || message.content === "") continue;
        outcome.reply += message.content;
        if (outcome.firstSentenceAt === undefined && splitter.push(message.content).length > 0) outcome.firstSentenceAt = performance.now();
      }
      if (outcome.firstSentenceAt === undefined && splitter.flush().length > 0) outcome.firstSentenceAt = performance.now();
      return outcome;
    },
  };
}
