import { z } from "zod";
import {
  DialogueGraph,
  ToolRegistry,
  ToolResult,
  defineTool,
  type DialogueEvent,
  type DialogueGraphOptions,
  type TurnRecord,
} from "../../src/index";
import type { ModelErrorEvent } from "../../src/graph/model-call-policy";
import { ScriptedModelServer } from "../../src/testing";

// What a provider really sends back: its own text, the key it was given, a URL to its docs.
const providerText =
  "Rate limit reached for gpt-4o-mini on requests per min. Limit: 3. Incorrect API key provided: sk-live-9f8e7d6c5b4a3210. See https://platform.openai.com/account/rate-limits";
const rateLimited = { status: 429, errorBody: { error: { message: providerText, type: "requests", code: "rate_limit_exceeded" } } };
const unauthorized = {
  status: 401,
  errorBody: { error: { message: providerText, type: "invalid_request_error", code: "invalid_api_key" } },
};

const astronauts = defineTool({
  name: "count_astronauts",
  description: "How many people are in space on a station.",
  parameters: z.object({ station: z.enum(["ISS", "Tiangong"]) }),
  execute: async ({ station }) => ToolResult.ok({ station, people: station === "ISS" ? 7 : 3 }),
});

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

async function run(
  text: string,
  options: DialogueGraphOptions = {},
): Promise<{ said: string[]; turn: TurnRecord; logged: ModelErrorEvent[] }> {
  const logged: ModelErrorEvent[] = [];
  const assistant = new DialogueGraph({
    model: server.model(),
    registry: new ToolRegistry([astronauts]),
    localIntents: false,
    onModelError: (event) => logged.push(event),
    ...options,
  });
  const events: DialogueEvent[] = [];
  for await (const event of assistant.stream(text, { threadId: "t1" })) events.push(event);
  const end = events.find((event) => event.type === "turn-end");
  if (end?.type !== "turn-end") throw new Error("no turn-end");
  // Everything a listener hears or a screen shows: the text deltas, the sentences and the reply.
  const said = [
    ...events.flatMap((event) => (event.type === "text-delta" || event.type === "sentence" ? [event.text] : [])),
    end.turn.reply,
  ];
  return { said, turn: end.turn, logged };
}

function expectNothingOfTheProvider(said: string[]) {
  for (const text of said) {
    expect(text).not.toMatch(/429|401|sk-|https?:|Rate limit|API key|rate_limit|Troubleshooting|Error|at .*\.ts/);
  }
}

describe("the reply when the model fails", () => {
  it("is a short fixed sentence; the provider's text, key and URL go to the turn record and the log hook only", async () => {
    server.enqueue(rateLimited);
    const { said, turn, logged } = await run("你好");

    expect(turn.reply).toBe("抱歉，語言模型暫時沒有回應，請稍後再試。");
    expectNothingOfTheProvider(said);
    expect(turn.modelCalls).toEqual([
      expect.objectContaining({ purpose: "intent", error: expect.objectContaining({ code: "http_error", status: 429 }) }),
    ]);
    const recorded = turn.modelCalls[0].error!.message;
    expect(recorded).toContain("Rate limit reached");
    expect(recorded).not.toContain("sk-live-9f8e7d6c5b4a3210");
    expect(logged).toEqual([expect.objectContaining({ purpose: "intent", attempt: 1, willRetry: false, error: turn.modelCalls[0].error })]);
    // A rate limit is not hammered again at once: the client backs off from 429 itself.
    expect(server.requests).toHaveLength(1);
  });

  it("in Simplified Chinese and in English for turns written in them", async () => {
    server.enqueue(unauthorized, unauthorized);
    const simplified = await run("请问现在的汇率是多少");
    const english = await run("hello there");

    expect(simplified.turn.reply).toBe("抱歉，语言模型暂时没有回应，请稍后再试。");
    expect(english.turn.reply).toBe("Sorry, the language model is not answering right now. Please try again later.");
    expectNothingOfTheProvider([...simplified.said, ...english.said]);
  });

  it("after a server error that a retry did not mend, the log hook saw both attempts", async () => {
    const overloaded = { status: 503, errorBody: { error: { message: `upstream overloaded, key ${"sk-proj-abcdefghijkl"}` } } };
    server.enqueue(overloaded, overloaded);
    const { said, turn, logged } = await run("你好");

    expect(turn.reply).toBe("抱歉，語言模型暫時沒有回應，請稍後再試。");
    expectNothingOfTheProvider(said);
    expect(logged.map((event) => [event.attempt, event.willRetry, event.error.status])).toEqual([
      [1, true, 503],
      [2, false, 503],
    ]);
    expect(turn.modelCalls[0]).toMatchObject({ attempts: 2, error: { code: "http_error", status: 503 } });
  });

  it("when the repair call fails, neither the reply nor the tool's record quotes the provider", async () => {
    server.enqueue({ toolCalls: [{ name: "count_astronauts", arguments: { station: "Mir" } }] }, unauthorized);
    const { said, turn } = await run("和平號上有幾個人");

    expect(turn.reply).toBe("抱歉，語言模型暫時沒有回應，請稍後再試。");
    expectNothingOfTheProvider([...said, turn.toolCalls[0].text]);
    expect(turn.modelCalls.map((call) => [call.purpose, call.error?.status])).toEqual([
      ["intent", undefined],
      ["repair", 401],
    ]);
  });

  it("in prompted mode, for the intent and the parameters calls", async () => {
    server.enqueue(unauthorized, { content: '{"tool": "count_astronauts"}' }, unauthorized);
    const intent = await run("你好", { toolCalling: "prompted" });
    const parameters = await run("太空站上有幾個人", { toolCalling: "prompted" });

    expect(intent.turn.reply).toBe("抱歉，語言模型暫時沒有回應，請稍後再試。");
    expect(parameters.turn.reply).toBe("抱歉，語言模型暫時沒有回應，請稍後再試。");
    expectNothingOfTheProvider([...intent.said, ...parameters.said]);
    expect(parameters.turn.modelCalls.map((call) => [call.purpose, call.error?.status])).toEqual([
      ["intent", undefined],
      ["parameters", 401],
    ]);
  });
});
