import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DialogueGraph, loadSettings } from "../../../src/index";
import type { DialogueContext } from "../../../src/routing/route-turn";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { LAST_TURN_AT, routeOnlyRegistry, routeTurnOn, TURN_NOW } from "../../support/route-turn-kit";

const route = routeTurnOn(routeOnlyRegistry());
const answered = (tool: string, reply: string, success = true): DialogueContext => ({
  last: { tool, args: {}, success, reply, at: LAST_TURN_AT },
});
const sum = answered("calculate", "(128 / 4) + 7 等於 39。");

describe("keeping the answer just heard as a memo", () => {
  it.each([
    "把它記下來",
    "幫我把這個記起來",
    "把結果寫下來",
    "把剛剛的答案記下來吧",
    "存到備忘錄",
    "write that down",
    "note it down please",
    "make a note of that",
  ])("「%s」 right after a calculation notes the answer", (text) => {
    expect(route(text, sum)).toEqual({ kind: "call", tool: "add_memo", args: { content: "(128 / 4) + 7 等於 39" }, via: "follow-up" });
  });

  it("keeps a looked-up answer too, as it was said", () => {
    const tokyo = answered("get_datetime", "東京現在是 3月10日 星期二 上午10:00。");
    expect(route("把它記下來", tokyo)).toMatchObject({ tool: "add_memo", args: { content: "東京現在是 3月10日 星期二 上午10:00" } });
  });

  it("after a lookup that failed, there is nothing to keep", () => {
    const failed = answered("get_weather", "天氣服務暫時連不上，請稍後再試。", false);
    expect(route("把它記下來", failed)).toBeNull();
  });

  it.each([
    ["把它記下來", answered("add_memo", "好，記下來了：買牛奶。")],
    ["write that down", answered("list_memos", "你有 2 則備忘錄：…")],
  ])("「%s」 after a memo tool's own answer keeps nothing new", (text, context) => {
    expect(route(text, context)).toBeNull();
  });

  it.each(["幫我記一下", "記下來 明天要繳電費", "write down milk"])("「%s」 is a memo of its own, not the answer", (text) => {
    expect(route(text, sum)).not.toMatchObject({ args: { content: "(128 / 4) + 7 等於 39" } });
  });

  it("through the graph with no model: the memo holds the answer, and the list reads it back", async () => {
    const folder = mkdtempSync(join(tmpdir(), "keep-answer-"));
    try {
      const settings = loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: folder }, envFile: false });
      const graph = new DialogueGraph({ model: null, settings, registry: createDefaultRegistry({ settings }), now: () => TURN_NOW });
      const turn = (text: string) => graph.invoke(text, { threadId: "kitchen" });
      expect((await turn("45乘以12是多少")).reply).toContain("540");
      const kept = await turn("把它記下來");
      expect(kept.toolCalls[0]).toMatchObject({ name: "add_memo" });
      expect(String(kept.toolCalls[0].args.content)).toContain("540");
      const stored = JSON.parse(readFileSync(join(folder, "memos.json"), "utf8")) as { items: { content: string }[] };
      expect(stored.items.map((memo) => memo.content).join()).toContain("540");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
