import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool, type DialogueEvent } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");
let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

const weather = defineTool({
  name: "get_forecast",
  description: "Forecast for a city.",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => ToolResult.ok({ city, text: "晴" }),
  format: (result) => `${(result.data as { city: string }).city}明天晴。`,
});

async function collect(events: AsyncIterable<DialogueEvent>): Promise<DialogueEvent[]> {
  const all: DialogueEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

describe("stream", () => {
  it("yields typed events in order, with only the final answer's tokens as text-delta", async () => {
    server.enqueue(
      { content: "讓我查一下", toolCalls: [{ name: "get_forecast", arguments: { city: "台北" } }] },
      { content: "台北明天晴天。最高溫二十八度！記得防曬。" },
    );
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([weather]), now, localIntents: false });

    const events = await collect(graph.stream("台北明天天氣", { threadId: "t1" }));

    const types = events.map((event) => event.type);
    expect(types[0]).toBe("turn-start");
    expect(types.at(-1)).toBe("turn-end");
    expect(types.indexOf("tool-call-start")).toBeLessThan(types.indexOf("tool-call-end"));
    expect(types.indexOf("tool-call-end")).toBeLessThan(types.indexOf("text-delta"));
    const deltas = events.flatMap((event) => (event.type === "text-delta" ? [event.text] : []));
    expect(deltas.join("")).toBe("台北明天晴天。最高溫二十八度！記得防曬。");
    const sentences = events.flatMap((event) => (event.type === "sentence" ? [event.text] : []));
    expect(sentences).toEqual(["台北明天晴天。", "最高溫二十八度！", "記得防曬。"]);
    const end = events.at(-1) as Extract<DialogueEvent, { type: "turn-end" }>;
    expect(end.turn.reply).toBe("台北明天晴天。最高溫二十八度！記得防曬。");
  });

  it("sends the first sentence before the rest of the answer has arrived", async () => {
    server.enqueue({ content: "第一句話說完了。第二句話比較長，還在慢慢產生中。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([weather]), now, localIntents: false });

    const events = await collect(graph.stream("說兩句", { threadId: "t1" }));

    const firstSentence = events.findIndex((event) => event.type === "sentence");
    const lastDelta = events.map((event) => event.type).lastIndexOf("text-delta");
    expect((events[firstSentence] as { text: string }).text).toBe("第一句話說完了。");
    expect(firstSentence).toBeLessThan(lastDelta);
  });

  it("requests a streamed completion from the server", async () => {
    server.enqueue({ content: "好。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([weather]), now, localIntents: false });

    await collect(graph.stream("嗨", { threadId: "t1" }));

    expect(server.requests[0].stream).toBe(true);
  });
});
