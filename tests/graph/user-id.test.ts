import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool } from "../../src/index";

function whoAmITool(seen: Array<string | undefined>) {
  return defineTool({
    name: "who_am_i",
    description: "Says whose records these are.",
    parameters: z.object({}),
    execute: async (_args, context) => {
      seen.push(context.userId);
      return ToolResult.ok({ user: context.userId ?? "this device" });
    },
    format: (result) => `這是 ${(result.data as { user: string }).user} 的紀錄。`,
    phrases: [{ pattern: /^我是誰$/ }],
  });
}

describe("TurnOptions.userId", () => {
  it("reaches the tool as context.userId, turn by turn", async () => {
    const seen: Array<string | undefined> = [];
    const graph = new DialogueGraph({ model: null, registry: new ToolRegistry([whoAmITool(seen)]) });

    const alice = await graph.invoke("我是誰", { threadId: "kitchen", userId: "alice" });
    const bob = await graph.invoke("我是誰", { threadId: "kitchen", userId: "bob" });
    const device = await graph.invoke("我是誰", { threadId: "kitchen" });

    expect([alice.reply, bob.reply, device.reply]).toEqual(["這是 alice 的紀錄。", "這是 bob 的紀錄。", "這是 this device 的紀錄。"]);
    expect(seen).toEqual(["alice", "bob", undefined]);
  });
});
