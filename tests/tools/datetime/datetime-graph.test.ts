import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createDatetimeTool } from "../../../src/tools/datetime";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");

describe("get_datetime through DialogueGraph", () => {
  let model: ScriptedModelServer;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
  });
  afterEach(() => model.close());

  const graph = (localIntents: boolean) =>
    new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry([createDatetimeTool()]),
      now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      localIntents,
    });

  it("user text → model asks for the tool → the turn's clock → model answers", async () => {
    model.enqueue({ toolCalls: [{ name: "get_datetime", arguments: {} }] }, { content: "現在是早上九點。" });

    const turn = await graph(false).invoke("現在幾點", { threadId: "t1" });

    expect(turn.reply).toBe("現在是早上九點。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]).toMatchObject({ name: "get_datetime", args: {} });
    expect(turn.toolCalls[0].result).toMatchObject({ success: true, data: { date: "2026-03-10", time: "09:00", roc_year: 115 } });
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["get_datetime"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("現在是民國115年3月10日 星期二 上午9點00分。");
  });

  it("answers 「今天星期幾」 locally with no model", async () => {
    const turn = await graph(true).invoke("今天星期幾", { threadId: "t1" });

    expect(turn.reply).toBe("現在是民國115年3月10日 星期二 上午9點00分。");
    expect(model.requests).toHaveLength(0);
  });
});
