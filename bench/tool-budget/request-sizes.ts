import { fileURLToPath } from "node:url";
import type { ToolRegistry } from "../../src/core/tool-registry";
import { DialogueGraph } from "../../src/graph/dialogue-graph";
import { ScriptedModelServer, type RecordedModelRequest } from "../../src/testing";
import { readIntentCases } from "../../scripts/evaluate-intents";

/** What the model server received over the tool turns of the dev intents. */
export interface RequestSizes {
  turns: number;
  /** Characters of each request body, and of its tool schemas, every model call of every turn. */
  requests: { body: number; tools: number; offered: number }[];
  /** The same for the first call of each turn (the one that chooses the tool). */
  firstCalls: { body: number; tools: number; offered: number }[];
}

// An argument as the dev intents expect it ({ oneOf: [...] } → its first choice); others left out.
function exampleArgs(expected: Record<string, unknown>): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(expected)) {
    if (typeof value !== "object" || value === null) args[name] = value;
    else if ("oneOf" in value && Array.isArray(value.oneOf)) args[name] = value.oneOf[0];
  }
  return args;
}

/**
 * Every dev intent that names a tool, as a tool turn through DialogueGraph with the local route
 * off: the real ChatOpenAI client against the scripted model server, which calls the intent's tool
 * and then answers. Sizes are of the request bodies the server received.
 */
export async function requestSizes(registry: () => ToolRegistry, toolBudget: number | false): Promise<RequestSizes> {
  const path = fileURLToPath(new URL("../../tests/fixtures/intents/dev-sample.jsonl", import.meta.url));
  const intents = readIntentCases(path).filter((intent) => intent.tool !== null);
  const server = await ScriptedModelServer.start();
  const sizes: RequestSizes = { turns: intents.length, requests: [], firstCalls: [] };
  const measure = (request: RecordedModelRequest) => ({
    body: JSON.stringify(request).length,
    tools: request.tools === undefined ? 0 : JSON.stringify(request.tools).length,
    offered: request.tools?.length ?? 0,
  });
  try {
    for (const [number, intent] of intents.entries()) {
      server.requests.length = 0;
      server.enqueue({ toolCalls: [{ name: String(intent.tool), arguments: exampleArgs(intent.args) }] });
      server.fallback = { content: "好的，查到了。" };
      const graph = new DialogueGraph({
        model: server.model(),
        registry: registry(),
        localIntents: false,
        toolBudget,
        now: () => new Date(intent.now),
        timeZone: intent.timeZone,
      });
      await graph.invoke(intent.text, { threadId: `intent-${number}` });
      sizes.requests.push(...server.requests.map(measure));
      if (server.requests[0] !== undefined) sizes.firstCalls.push(measure(server.requests[0]));
    }
  } finally {
    await server.close();
  }
  return sizes;
}
