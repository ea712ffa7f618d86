import { DialogueGraph, ToolRegistry, type DialogueEvent } from "../../src/index";
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
