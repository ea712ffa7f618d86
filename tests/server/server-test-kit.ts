import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool, type DialogueGraphOptions } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";
import {
  parseUserTokens,
  startDialogueServer,
  type DialogueServer,
  type DialogueServerOptions,
  type ThreadTurn,
  type UserTokens,
} from "../../src/server/index";
import type { TurnRecord } from "../../src/index";

/** One server-sent event as a client reads it. */
export interface ReadEvent {
  event?: string;
  data: string;
}

/** Reads a whole SSE response into its events. */
export async function readSse(response: Response): Promise<ReadEvent[]> {
  const text = await response.text();
  return text
    .split(/\n\n/)
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block.split("\n");
      const event = lines.find((line) => line.startsWith("event: "))?.slice(7);
      const data = lines
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      return { event, data };
    });
}

/** A tool that records whose city it looked up: proves tools run on the server, for the request's user. */
export function cityTool(calls: Array<{ city: string; userId?: string }> = []) {
  return defineTool({
    name: "lookup_city",
    description: "Looks up facts about a city.",
    parameters: z.object({ city: z.string().min(1) }),
    execute: async ({ city }, context) => {
      calls.push({ city, userId: context.userId });
      return ToolResult.ok({ city, population: 2_500_000 });
    },
    format: (result) => `${(result.data as { city: string }).city}人口 2500000 人。`,
  });
}

/** Tokens for two users, as DIALOGUE_GRAPH_TOKENS spells them. */
export const TOKENS = "alice-token-0123456789=alice,bob-token-0123456789=bob";

/** Authorization headers of alice and bob. */
export const AS_ALICE = { authorization: "Bearer alice-token-0123456789" };
export const AS_BOB = { authorization: "Bearer bob-token-0123456789" };

/** A scripted model, an assistant with the city tool on it, and a server on a free port. */
export async function startTestServer(
  options: Omit<Partial<DialogueServerOptions>, "tokens"> & { graph?: DialogueGraphOptions; tokens?: UserTokens | string } = {},
) {
  const model = await ScriptedModelServer.start();
  const calls: Array<{ city: string; userId?: string }> = [];
  const assistant = new DialogueGraph({
    model: model.model(),
    registry: new ToolRegistry([cityTool(calls)]),
    localIntents: false,
    ...options.graph,
  });
  const tokens = typeof options.tokens === "string" ? parseUserTokens(options.tokens) : options.tokens;
  let server: DialogueServer;
  try {
    server = await startDialogueServer({ ...options, assistant, tokens, port: 0 });
  } catch (error) {
    await model.close();
    throw error;
  }
  return {
    model,
    calls,
    assistant,
    server,
    url: server.url,
    async close() {
      await server.close();
      await model.close();
    },
  };
}

/** What the server's JSON answers hold, for reading them in tests. */
export interface AnswerBody extends Partial<TurnRecord> {
  error?: { message: string; code: string; type: string; param: string | null };
  thread_id?: string;
  turns?: ThreadTurn[];
}

/** A response's JSON body. */
export async function body(response: Response): Promise<AnswerBody> {
  return (await response.json()) as AnswerBody;
}
