import { ChatOpenAI } from "@langchain/openai";
import { z } from "zod";
import {
  DialogueGraph,
  ToolRegistry,
  ToolResult,
  defineTool,
  type DialogueEvent,
  type DialogueGraphOptions,
  type TurnRecord,
} from "../../../src/index";
import { ScriptedModelServer, type ScriptedReply } from "../../../src/testing";

// What the fallback tests share: two scripted model servers per test (the main model's and the
// fallback's), real ChatOpenAI clients, and a turn record read as who answered and who failed.

// Short deadlines, so a model that never answers costs each test a second and a half.
export const deadlines = { modelFirstTokenTimeoutMs: 1_500, modelTimeoutMs: 10_000 } satisfies DialogueGraphOptions;
export const failureReply = "抱歉，語言模型暫時沒有回應，請稍後再試。";
export const overloaded: ScriptedReply = { status: 500, errorBody: { error: { message: "upstream overloaded", type: "server_error" } } };
export const rateLimited: ScriptedReply = { status: 429, errorBody: { error: { message: "Rate limit reached", type: "requests" } } };

export const astronauts = defineTool({
  name: "count_astronauts",
  description: "How many people are in space on a station.",
  parameters: z.object({ station: z.enum(["ISS", "Tiangong"]) }),
  execute: async ({ station }) => ToolResult.ok({ station, people: station === "ISS" ? 7 : 3 }),
  format: (result) => `${(result.data as { station: string }).station} 上有 ${(result.data as { people: number }).people} 人。`,
});

// Each test has two scripted model servers of its own (the main model's, the fallback's), so the
// tests run at the same time.
export const it = test.extend<{ main: ScriptedModelServer; backup: ScriptedModelServer }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern.
  main: async ({}, use) => {
    const server = await ScriptedModelServer.start();
    await use(server);
    await server.close();
  },
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern.
  backup: async ({}, use) => {
    const server = await ScriptedModelServer.start();
    await use(server);
    await server.close();
  },
});

/** A real ChatOpenAI client as an application makes one: LangChain's own retries left at their default (6) unless given. */
export function chatModel(name: string, url: string, maxRetries?: number): ChatOpenAI {
  return new ChatOpenAI({
    model: name,
    apiKey: "test-key",
    configuration: { baseURL: url },
    ...(maxRetries === undefined ? {} : { maxRetries }),
  });
}

/** An address where nothing listens: a server's, closed. */
export async function closedUrl(): Promise<string> {
  const server = await ScriptedModelServer.start();
  await server.close();
  return server.url;
}

/** A graph whose model ("main-model") has one fallback model ("backup-model"). */
export function graph(mainUrl: string, backupUrl: string, options: DialogueGraphOptions = {}): DialogueGraph {
  return new DialogueGraph({
    model: chatModel("main-model", mainUrl),
    fallbackModels: [chatModel("backup-model", backupUrl)],
    registry: new ToolRegistry([astronauts]),
    localIntents: false,
    ...deadlines,
    ...options,
  });
}

/** A streamed turn: its events and its record. */
export async function streamed(assistant: DialogueGraph, text: string): Promise<{ events: DialogueEvent[]; turn: TurnRecord }> {
  const events: DialogueEvent[] = [];
  for await (const event of assistant.stream(text, { threadId: "t1" })) events.push(event);
  const end = events.find((event) => event.type === "turn-end");
  if (end?.type !== "turn-end") throw new Error("no turn-end");
  return { events, turn: end.turn };
}

/** What the user heard. */
export const spoken = (events: DialogueEvent[]) => events.flatMap((event) => (event.type === "text-delta" ? [event.text] : [])).join("");
// Each model call: its purpose, the model that answered (or failed last), its error, and the models that failed before it.
export const calls = (turn: TurnRecord) =>
  turn.modelCalls.map((call) => [
    call.purpose,
    call.model,
    call.error?.code,
    (call.failedModels ?? []).map((failed) => `${failed.model}: ${failed.error.code} ${failed.error.status ?? ""}`.trim()),
  ]);
