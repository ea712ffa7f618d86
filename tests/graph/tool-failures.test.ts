import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");
let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

const convert = defineTool({
  name: "convert_amount",
  description: "Converts an amount.",
  parameters: z.object({ amount: z.number().positive(), currency: z.string().length(3) }),
  execute: async ({ amount, currency }) => ToolResult.ok({ amount, currency }),
  format: (result) => (result.success ? `換好了：${JSON.stringify(result.data)}` : result.error!.message),
});
const clock = defineTool({
  name: "read_clock",
  description: "Reads the clock.",
  parameters: z.object({}),
  execute: async () => ToolResult.ok({ time: "09:00" }),
  format: () => "現在九點。",
});

function toolMessages(index: number) {
  return server.requests[index].messages.filter((message) => message.role === "tool").map((message) => String(message.content));
}

describe("invalid arguments", () => {
  it("sends one repair request carrying the validation message, then runs the repaired call", async () => {
    server.enqueue(
      { toolCalls: [{ name: "convert_amount", arguments: { amount: -5, currency: "USD" } }] },
      { toolCalls: [{ name: "convert_amount", arguments: { amount: 5, currency: "USD" } }] },
      { content: "5 美元換好了。" },
    );
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([convert]), now, localIntents: false });

    const turn = await graph.invoke("換負五美元", { threadId: "t1" });

    const repair = server.requests[1];
    expect(repair.tool_choice).toEqual({ type: "function", function: { name: "convert_amount" } });
    expect(repair.messages.at(-1)?.content).toContain("amount");
    expect(turn.toolCalls[0].args).toEqual({ amount: 5, currency: "USD" });
    expect(turn.modelCalls.map((call) => call.purpose)).toEqual(["intent", "repair", "reply"]);
    expect(turn.reply).toBe("5 美元換好了。");
  });

  it("gives a VALIDATION_ERROR result the model explains when the repair is still invalid", async () => {
    server.enqueue(
      { toolCalls: [{ name: "convert_amount", arguments: { amount: "many" } }] },
      { toolCalls: [{ name: "convert_amount", arguments: { amount: "still many" } }] },
      { content: "金額看不懂，請再說一次。" },
    );
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([convert]), now, localIntents: false });

    const turn = await graph.invoke("換很多錢", { threadId: "t1" });

    expect(turn.toolCalls[0].result.error?.code).toBe("VALIDATION_ERROR");
    expect(toolMessages(2)[0]).toMatch(/執行失敗（VALIDATION_ERROR）/);
    expect(turn.reply).toBe("金額看不懂，請再說一次。");
    expect(server.requests).toHaveLength(3);
  });
});

describe("unknown tool", () => {
  it("answers UNKNOWN_TOOL naming the available tools", async () => {
    server.enqueue({ toolCalls: [{ name: "launch_rocket", arguments: {} }] }, { content: "我沒辦法發射火箭。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([convert, clock]), now, localIntents: false });

    const turn = await graph.invoke("發射火箭", { threadId: "t1" });

    expect(turn.toolCalls[0].result.error?.code).toBe("UNKNOWN_TOOL");
    expect(toolMessages(1)[0]).toContain("convert_amount、read_clock");
    expect(turn.reply).toBe("我沒辦法發射火箭。");
  });
});

describe("malformed tool-call JSON", () => {
  it.each([
    ["truncated", '{"amount": 5, "curr'],
    ["two objects glued together", '{"amount":5,"currency":"USD"}{"amount":6,"currency":"EUR"}'],
  ])("repairs %s arguments", async (_label, broken) => {
    server.enqueue(
      { toolCalls: [{ name: "convert_amount", arguments: broken }] },
      { toolCalls: [{ name: "convert_amount", arguments: { amount: 5, currency: "USD" } }] },
      { content: "好了。" },
    );
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([convert]), now, localIntents: false });

    const turn = await graph.invoke("換五美元", { threadId: "t1" });

    // LangChain reads what it can of broken JSON; whatever is missing goes back to the model once.
    expect(server.requests[1].messages.at(-1)?.content).toContain("convert_amount 的參數無效");
    expect(turn.modelCalls.map((call) => call.purpose)).toEqual(["intent", "repair", "reply"]);
    expect(turn.toolCalls[0]).toMatchObject({ args: { amount: 5, currency: "USD" }, result: { success: true } });
    expect(turn.reply).toBe("好了。");
  });

  it("reads an empty string as no arguments for a tool without parameters", async () => {
    server.enqueue({ toolCalls: [{ name: "read_clock", arguments: "" }] }, { content: "現在九點。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([clock]), now, localIntents: false });

    const turn = await graph.invoke("幾點", { threadId: "t1" });

    expect(turn.toolCalls[0].result.success).toBe(true);
    expect(turn.modelCalls).toHaveLength(2);
  });
});

describe("a tool that fails", () => {
  const throwing = defineTool({
    name: "explode",
    description: "Throws.",
    parameters: z.object({}),
    execute: async () => {
      throw new Error("boom");
    },
  });
  const slow = defineTool({
    name: "slow_lookup",
    description: "Never answers in time.",
    parameters: z.object({}),
    timeoutMs: 50,
    execute: () => new Promise<ToolResult>(() => {}),
  });

  it.each([
    ["throws", throwing, "TOOL_ERROR", "boom"],
    ["outlives its timeout", slow, "TIMEOUT", "0.05"],
  ])("%s → a failed result, a reply through tool_error_response, and a valid history", async (_label, tool, code, detail) => {
    server.enqueue({ toolCalls: [{ name: tool.name, arguments: {} }] }, { content: "工具出了問題，請稍後再試。" }, { content: "你好！" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([tool]), now, localIntents: false });

    const turn = await graph.invoke("試試看", { threadId: "t1" });
    const next = await graph.invoke("你好", { threadId: "t1" });

    expect(turn.toolCalls[0].result.error?.code).toBe(code);
    expect(toolMessages(1)[0]).toContain(`執行失敗（${code}）`);
    expect(toolMessages(1)[0]).toContain(detail);
    expect(turn.reply).toBe("工具出了問題，請稍後再試。");
    expect(next.reply).toBe("你好！");
  });

  it("is aborted with the turn → ABORTED; the turn ends at once, marked interrupted, and the thread goes on", async () => {
    const controller = new AbortController();
    const hanging = defineTool({
      name: "hang",
      description: "Hangs until aborted.",
      parameters: z.object({}),
      execute: (_args, { signal }) => {
        controller.abort();
        return new Promise<ToolResult>((_, reject) => signal.addEventListener("abort", () => reject(new Error("aborted"))));
      },
    });
    server.enqueue({ toolCalls: [{ name: "hang", arguments: {} }] });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([hanging]), now, localIntents: false });

    const turn = await graph.invoke("等一下", { threadId: "t1", signal: controller.signal });
    server.enqueue({ content: "你好！" });
    const next = await graph.invoke("你好", { threadId: "t1" });

    expect(turn.toolCalls[0].result.error?.code).toBe("ABORTED");
    expect(turn.interrupted).toBe(true);
    expect(turn.reply).toBe("");
    // Nothing more was asked of the model after the abort.
    expect(server.requests).toHaveLength(2);
    expect(next.reply).toBe("你好！");
    expect(server.requests[1].messages.map((message) => message.role)).toEqual([
      "system",
      "user",
      "assistant",
      "tool",
      "assistant",
      "user",
    ]);
  });
});
