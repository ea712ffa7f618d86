import { AIMessage, AIMessageChunk, HumanMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { BenchVariant, TurnOutcome } from "./bench-variant";
import { createBenchModel } from "./create-bench-model";
import { createBenchRegistry } from "./create-bench-registry";

interface WireMessage {
  role: "user" | "assistant" | "tool";
  content: string | null;
  tool_calls?: Array<{ id: string; type: "function"; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

// The text and the tool calls of a streamed chat completion, read from its server-sent events.
function readStream(body: string): { content: string; toolCalls: NonNullable<WireMessage["tool_calls"]> } {
  let content = "";
  const toolCalls: NonNullable<WireMessage["tool_calls"]> = [];
  for (const line of body.split("\n")) {
    if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
    const delta = (
      JSON.parse(line.slice(6)) as {
        choices: Array<{
          delta: { content?: string; tool_calls?: Array<{ index: number; id?: string; function?: { name?: string; arguments?: string } }> };
        }>;
      }
    ).choices[0]?.delta;
    content += delta?.content ?? "";
    for (const piece of delta?.tool_calls ?? []) {
      const call = (toolCalls[piece.index] ??= { id: "", type: "function", function: { name: "", arguments: "" } });
      call.id += piece.id ?? "";
      call.function.name += piece.function?.name ?? "";
      call.function.arguments += piece.function?.arguments ?? "";
    }
  }
  return { content, toolCalls };
}

/**
 * The floor of a turn: its model calls and nothing else, so the concurrency figures show what
 * the machine and the model server allow before any framework runs. `fetch-floor` sends the
 * requests of a function-calling turn with bare `fetch` (the user's words and the tools, then the
 * tool results) and reads the streamed answers; `client-floor` makes the same two calls through
 * the bench's ChatOpenAI client. Neither runs a tool or keeps memory: a tool result is a fixed text.
 */
export function createFloorVariants(baseUrl: string): BenchVariant[] {
  const tools = createBenchRegistry().toOpenAITools();
  let fetchCalls = 0;
  const complete = async (messages: WireMessage[]) => {
    fetchCalls += 1;
    const response = await fetch(`${baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer bench-key" },
      body: JSON.stringify({ model: "scripted-model", stream: true, messages, tools }),
    });
    return readStream(await response.text());
  };
  const fetchFloor: BenchVariant = {
    name: "fetch-floor",
    modelCalls: () => fetchCalls,
    async runTurn(text) {
      const messages: WireMessage[] = [{ role: "user", content: text }];
      let answer = await complete(messages);
      if (answer.toolCalls.length > 0) {
        messages.push({ role: "assistant", content: null, tool_calls: answer.toolCalls });
        for (const call of answer.toolCalls) messages.push({ role: "tool", tool_call_id: call.id, content: "done" });
        answer = await complete(messages);
      }
      return { reply: answer.content, toolsRun: 0 };
    },
  };

  const { model, calls } = createBenchModel(baseUrl);
  const bound = model.bindTools(tools);
  const stream = async (messages: BaseMessage[]) => {
    let whole = new AIMessageChunk("");
    for await (const chunk of await bound.stream(messages)) whole = whole.concat(chunk);
    return whole;
  };
  const clientFloor: BenchVariant = {
    name: "client-floor",
    modelCalls: calls,
    async runTurn(text): Promise<TurnOutcome> {
      const messages: BaseMessage[] = [new HumanMessage(text)];
      let answer = await stream(messages);
      if (answer.tool_calls?.length) {
        messages.push(new AIMessage({ content: "", tool_calls: answer.tool_calls }));
        for (const call of answer.tool_calls) messages.push(new ToolMessage({ tool_call_id: call.id ?? "", content: "done" }));
        answer = await stream(messages);
      }
      return { reply: typeof answer.content === "string" ? answer.content : "", toolsRun: 0 };
    },
  };
  return [fetchFloor, clientFloor];
}
