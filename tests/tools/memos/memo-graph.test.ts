import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createMemoTools } from "../../../src/tools/memos/index";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");

describe("memo tools through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let directory: string;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    directory = mkdtempSync(join(tmpdir(), "memo-graph-"));
  });
  afterEach(async () => {
    await model.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const filePath = () => join(directory, "memos.json");
  const graph = (localIntents: boolean) =>
    new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry(createMemoTools({ filePath: filePath() })),
      now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      localIntents,
    });

  it("user text → model asks for add_memo → the memo is saved → model answers", async () => {
    model.enqueue({ toolCalls: [{ name: "add_memo", arguments: { content: "週五要繳電費" } }] }, { content: "記好了，週五要繳電費。" });

    const turn = await graph(false).invoke("欸幫我記得週五要繳電費", { threadId: "t1" });

    expect(turn.reply).toBe("記好了，週五要繳電費。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]).toMatchObject({ name: "add_memo", args: { content: "週五要繳電費" }, result: { success: true } });
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["add_memo", "list_memos", "delete_memo"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("已記下：週五要繳電費。");
    expect(JSON.parse(readFileSync(filePath(), "utf8")).items).toEqual([
      { id: "1", content: "週五要繳電費", created_at: "2026-03-10T01:00:00.000Z" },
    ]);
  });

  it("a missing memo reaches the model as NOT_FOUND, naming the id", async () => {
    model.enqueue({ toolCalls: [{ name: "delete_memo", arguments: { id: "7" } }] }, { content: "沒有第七則備忘錄喔。" });

    const turn = await graph(false).invoke("第七則備忘錄不要了", { threadId: "t1" });

    expect(turn.toolCalls[0].result).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("找不到 7 號備忘錄。目前沒有備忘錄。");
  });

  it("adds and lists memos locally with no model", async () => {
    expect((await graph(true).invoke("記下來：買牛奶", { threadId: "t1" })).reply).toBe("已記下：買牛奶。");
    expect((await graph(true).invoke("列出我的備忘錄", { threadId: "t1" })).reply).toBe("你有 1 則備忘錄：1 號，買牛奶。");
    expect(model.requests).toHaveLength(0);
  });
});
