import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createCalculatorTool } from "../../../src/tools/calculator";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");

describe("calculate through DialogueGraph", () => {
  let model: ScriptedModelServer;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
  });
  afterEach(() => model.close());

  const graph = (localIntents: boolean) =>
    new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry([createCalculatorTool()]),
      now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      localIntents,
    });

  it("user text → model asks for the tool → computed → model answers", async () => {
    model.enqueue({ toolCalls: [{ name: "calculate", arguments: { expression: "123乘以45" } }] }, { content: "答案是 5,535。" });

    const turn = await graph(false).invoke("123乘以45等於多少", { threadId: "t1" });

    expect(turn.reply).toBe("答案是 5,535。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]).toMatchObject({
      name: "calculate",
      args: { expression: "123乘以45" },
      result: { success: true, data: { expression: "123*45", result: 5535 } },
    });
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("123 × 45 等於 5,535。");
  });

  it("refuses a hostile expression from the model and lets it explain", async () => {
    model.enqueue({ toolCalls: [{ name: "calculate", arguments: { expression: "9^9^9^9" } }] }, { content: "這個數字太大了，算不出來。" });

    const turn = await graph(false).invoke("9的9的9的9次方次方次方是多少", { threadId: "t1" });

    expect(turn.reply).toBe("這個數字太大了，算不出來。");
    expect(turn.toolCalls[0].result).toMatchObject({ success: false, error: { code: "invalid_expression" } });
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("次方太大了，算不出來。");
  });

  it("answers 「3的平方加4的平方」 locally with no model", async () => {
    const turn = await graph(true).invoke("3的平方加4的平方", { threadId: "t1" });

    expect(turn.reply).toBe("3²+4² 等於 25。");
    expect(model.requests).toHaveLength(0);
  });

  it("carries a calculation on and puts it right, turn by turn, with no model", async () => {
    const local = graph(true);
    const replies: string[] = [];
    for (const text of ["一百二十八加三十七是多少", "再乘以二", "然後減三十", "123乘以45等於多少", "不對 我是說乘以54"]) {
      replies.push((await local.invoke(text, { threadId: "t1" })).reply);
    }

    expect(replies).toEqual([
      "128+37 等於 165。",
      "(128+37) × 2 等於 330。",
      "((128+37) × 2)-30 等於 300。",
      "123 × 45 等於 5,535。",
      "123 × 54 等於 6,642。",
    ]);
    expect(model.requests).toHaveLength(0);
  });
});
