import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMemoTools } from "../../../src/tools/memos/index";
import { runTool, type TestTurn } from "../../support/run-tool";

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "memos-many-"));
  filePath = join(directory, "memos.json");
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const run = (name: string, args: Record<string, unknown>, turn?: TestTurn) =>
  runTool(
    createMemoTools({ filePath }).find((tool) => tool.name === name)!,
    args,
    turn,
  );

describe("deleting all memos", () => {
  it("asks 「要刪除全部 2 則備忘錄嗎？」 first, then deletes them", async () => {
    await run("add_memo", { content: "週五要繳電費" });
    await run("add_memo", { content: "買貓砂" });
    const { question, text } = await run("delete_memo", { all: true });
    expect(question).toBe("要刪除全部 2 則備忘錄嗎？");
    expect(text).toBe("已刪除全部 2 則備忘錄。");
    expect((await run("list_memos", {})).text).toBe("目前沒有備忘錄。");
    expect(JSON.parse(readFileSync(filePath, "utf8"))).toEqual({ lastId: 2, items: [] });
  });

  it("in Simplified Chinese and English", async () => {
    await run("add_memo", { content: "买猫砂" });
    await run("add_memo", { content: "call the plumber" });
    expect((await run("delete_memo", { id: "all" }, { locale: "zh-CN" })).question).toBe("要删除全部 2 则备忘录吗？");
    await run("add_memo", { content: "buy eggs" });
    await run("add_memo", { content: "call mum" });
    const { question, text } = await run("delete_memo", { id: "every one" }, { locale: "en" });
    expect(question).toBe("Delete all 2 memos?");
    expect(text).toBe("Deleted all 2 memos.");
  });
});

describe("memos and alarms per user", () => {
  it("each user hears only their own memos, numbered from 1", async () => {
    await run("add_memo", { content: "alice's milk" }, { userId: "alice" });
    await run("add_memo", { content: "bob's eggs" }, { userId: "bob" });
    expect((await run("list_memos", {}, { userId: "alice" })).text).toBe("你有 1 則備忘錄：1 號，alice's milk。");
    expect((await run("list_memos", {}, { userId: "bob" })).text).toBe("你有 1 則備忘錄：1 號，bob's eggs。");
    expect((await run("delete_memo", { id: "1" }, { userId: "bob" })).text).toBe("已刪除 1 號備忘錄：bob's eggs。");
    expect((await run("list_memos", {}, { userId: "alice" })).text).toBe("你有 1 則備忘錄：1 號，alice's milk。");
    expect((await run("list_memos", {})).text).toBe("目前沒有備忘錄。");
  });
});
