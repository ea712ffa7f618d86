import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool, type DialogueEvent } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

describe("replies in the user's script", () => {
  it("turns a Simplified answer into Traditional for a Traditional Chinese user, keeping 台", async () => {
    server.enqueue({ content: "台北今天晴天，适合出门。记得带水，头发也要防晒！" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), localIntents: false });

    const events: DialogueEvent[] = [];
    for await (const event of graph.stream("今天台北適合出門嗎", { threadId: "t1" })) events.push(event);

    const reply = "台北今天晴天，適合出門。記得帶水，頭髮也要防曬！";
    expect(events.flatMap((event) => (event.type === "text-delta" ? [event.text] : [])).join("")).toBe(reply);
    expect(events.flatMap((event) => (event.type === "sentence" ? [event.text] : []))).toEqual([
      "台北今天晴天，適合出門。",
      "記得帶水，頭髮也要防曬！",
    ]);
    expect(events.at(-1)).toMatchObject({ type: "turn-end", turn: { reply, locale: "zh-TW" } });
  });

  it("answers a Simplified Chinese user in Simplified", async () => {
    server.enqueue({ content: "北京明天會下雨，記得帶傘。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), localIntents: false });

    const turn = await graph.invoke("北京明天会下雨吗", { threadId: "t1" });

    expect(turn).toMatchObject({ locale: "zh-CN", reply: "北京明天会下雨，记得带伞。" });
  });
});

describe("an answer already in Traditional Chinese", () => {
  it("is left as the model wrote it (獲准 stays 獲准, 後 stays 後)", async () => {
    const server = await ScriptedModelServer.start();
    try {
      server.enqueue({ content: "星艦第 12 次試飛獲准了，之後再告訴你。" });
      const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), localIntents: false });
      const turn = await graph.invoke("星艦可以試飛了嗎", { threadId: "t1" });
      expect(turn.reply).toBe("星艦第 12 次試飛獲准了，之後再告訴你。");
    } finally {
      await server.close();
    }
  });
});

describe("a custom tool's text", () => {
  // A user's tool whose formatter writes Traditional Chinese only, as a Taiwanese developer would.
  const fahrenheit = defineTool({
    name: "fahrenheit_to_celsius",
    description: "Converts degrees Fahrenheit to Celsius.",
    parameters: z.object({ fahrenheit: z.number() }),
    phrases: [{ pattern: /^華氏\s*(?<f>\d+(?:\.\d+)?)\s*度是攝氏幾度$/u, toArgs: (match) => ({ fahrenheit: Number(match.groups?.f) }) }],
    execute: async ({ fahrenheit }) => ToolResult.ok({ fahrenheit, celsius: Math.round((((fahrenheit - 32) * 5) / 9) * 10) / 10 }),
    format: (result) => {
      const { fahrenheit, celsius } = result.data as { fahrenheit: number; celsius: number };
      return `華氏 ${fahrenheit} 度是攝氏 ${celsius} 度，網路上的換算也一樣。`;
    },
  });
  const graph = () => new DialogueGraph({ model: null, registry: new ToolRegistry().register(fahrenheit) });

  it("reaches a Simplified Chinese user in Simplified, in mainland words, with nothing in the tool", async () => {
    const turn = await graph().invoke("华氏100度是摄氏几度", { threadId: "t1" });
    expect(turn.toolCalls).toMatchObject([{ name: "fahrenheit_to_celsius", args: { fahrenheit: 100 }, source: "local" }]);
    expect(turn).toMatchObject({ locale: "zh-CN", reply: "华氏 100 度是摄氏 37.8 度，网络上的换算也一样。" });
  });

  it("reaches a Traditional Chinese user as the formatter wrote it", async () => {
    const turn = await graph().invoke("華氏100度是攝氏幾度", { threadId: "t1" });
    expect(turn).toMatchObject({ locale: "zh-TW", reply: "華氏 100 度是攝氏 37.8 度，網路上的換算也一樣。" });
  });

  it("is given to the model in the user's script too", async () => {
    server.enqueue({ content: "华氏 100 度大约是摄氏 37.8 度。" });
    const withModel = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry().register(fahrenheit),
      phraseWithModel: true,
    });
    const turn = await withModel.invoke("华氏100度是摄氏几度", { threadId: "t1" });
    expect(turn.toolCalls[0]?.text).toBe("华氏 100 度是摄氏 37.8 度，网络上的换算也一样。");
    expect(JSON.stringify(server.requests.at(-1))).toContain("华氏 100 度是摄氏 37.8 度，网络上的换算也一样。");
  });
});
