import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolRegistry } from "../../../src/core/tool-registry";
import { routeLocally } from "../../../src/routing/route-locally";
import { createAlarmTools } from "../../../src/tools/alarms/index";
import { createMemoTools } from "../../../src/tools/memos/index";

const now = new Date("2026-03-10T01:00:00Z");
let directory: string;
let registry: ToolRegistry;
beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), "memo-phrases-"));
  registry = new ToolRegistry([...createMemoTools({ filePath: join(directory, "memos.json") }), ...createAlarmTools({ filePath: join(directory, "alarms.json") })]);
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const route = (text: string) => routeLocally(text, { registry, now, timeZone: "Asia/Taipei" });

describe("memo phrases", () => {
  it.each([
    ["幫我記一下 週五要繳電費", "週五要繳電費"],
    ["記下來：買牛奶", "買牛奶"],
    ["记一下明天带伞", "明天带伞"],
    ["新增備忘錄 買電池", "買電池"],
    ["備忘：車子要保養", "車子要保養"],
    ["take a note: buy milk", "buy milk"],
    ["note: call the bank", "call the bank"],
  ])("「%s」 adds a memo", (text, content) => {
    expect(route(text)).toEqual({ tool: "add_memo", args: { content } });
  });

  it.each(["列出我的備忘錄", "我的備忘錄有哪些", "我有哪些備忘錄", "看一下備忘錄", "show my notes", "list my memos"])("「%s」 lists memos", (text) => {
    expect(route(text)).toEqual({ tool: "list_memos", args: {} });
  });

  it.each([
    ["刪除第2則備忘錄", "2"],
    ["把3號備忘錄刪掉", "3"],
    ["delete memo 4", "4"],
  ])("「%s」 deletes memo %s", (text, id) => {
    expect(route(text)).toEqual({ tool: "delete_memo", args: { id } });
  });

  it.each(["備忘錄是什麼", "怎麼用備忘錄", "記住了嗎", "你記得我叫什麼嗎", "備忘錄", "what is a memo"])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});
