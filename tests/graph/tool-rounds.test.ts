import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");
let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

function counterTool(runs: number[]) {
  return defineTool({
    name: "next_page",
    description: "Fetches a page of results.",
    parameters: z.object({ page: z.number().int() }),
    execute: async ({ page }) => {
      runs.push(page);
      return ToolResult.ok({ page, items: [`item ${page}`] });
    },
  });
}

describe("maxToolRounds", () => {
  it("stops after three rounds and has the model answer without tools, never a recursion error", async () => {
    const runs: number[] = [];
    let page = 0;
    server.fallback = (request) =>
      request.tools ? { toolCalls: [{ name: "next_page", arguments: { page: ++page } }] } : { content: "我查了三頁，結果如上。" };
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([counterTool(runs)]), now, localIntents: false });

    const turn = await graph.invoke("把所有頁都查出來", { threadId: "t1" });

    expect(runs).toEqual([1, 2, 3]);
    expect(turn.rounds).toBe(3);
    expect(turn.reply).toBe("我查了三頁，結果如上。");
    const last = server.requests.at(-1)!;
    expect(last.tools).toBeUndefined();
    expect(last.messages.at(-1)?.content).toContain("不能再呼叫工具");
  });

  it("honours a smaller maxToolRounds", async () => {
    const runs: number[] = [];
    let page = 0;
    server.fallback = (request) =>
      request.tools ? { toolCalls: [{ name: "next_page", arguments: { page: ++page } }] } : { content: "好了。" };
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry([counterTool(runs)]),
      now,
      localIntents: false,
      maxToolRounds: 1,
    });

    const turn = await graph.invoke("查", { threadId: "t1" });

    expect(runs).toEqual([1]);
    expect(turn.reply).toBe("好了。");
  });
});

describe("the same call twice in a turn", () => {
  it("runs once and hands the model the first result again", async () => {
    const runs: number[] = [];
    server.enqueue(
      { toolCalls: [{ name: "next_page", arguments: { page: 1 } }] },
      { toolCalls: [{ name: "next_page", arguments: { page: 1 } }] },
      { content: "第一頁只有 item 1。" },
    );
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([counterTool(runs)]), now, localIntents: false });

    const turn = await graph.invoke("查第一頁", { threadId: "t1" });

    expect(runs).toEqual([1]);
    expect(turn.toolCalls).toHaveLength(2);
    expect(turn.toolCalls[1].duplicateOf).toBe(turn.toolCalls[0].id);
    expect(turn.reply).toBe("第一頁只有 item 1。");
    expect(server.requests.at(-1)?.tools).toBeUndefined();
  });

  it("runs two identical calls of one round once", async () => {
    const runs: number[] = [];
    server.enqueue(
      {
        toolCalls: [
          { name: "next_page", arguments: { page: 2 } },
          { name: "next_page", arguments: { page: 2 } },
        ],
      },
      { content: "好。" },
    );
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([counterTool(runs)]), now, localIntents: false });

    await graph.invoke("查第二頁", { threadId: "t1" });

    expect(runs).toEqual([2]);
  });
});
