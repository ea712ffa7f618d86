import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../../src/core/locale";
import type { AnyTool } from "../../../src/core/tool-registry";
import { createMemoTools } from "../../../src/tools/memos/index";
import { readFixture } from "../../support/fixture-server";

const now = new Date("2026-03-10T01:00:00Z");

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "memos-"));
  filePath = join(directory, "memos.json");
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

async function run(name: string, args: Record<string, unknown>, { locale = "zh-TW" as Locale, options = {} } = {}) {
  const tool: AnyTool = createMemoTools({ filePath, onCorrupt: () => undefined, ...options }).find((candidate) => candidate.name === name)!;
  const context = { signal: new AbortController().signal, now, timeZone: "Asia/Taipei", locale };
  const checked = tool.validate(tool.normalize(args, context));
  if (!checked.success) return { result: undefined, text: `VALIDATION_ERROR: ${checked.message}` };
  const result = await tool.execute(checked.args, context);
  return { result, text: tool.format(result, context) };
}

const stored = () => JSON.parse(readFileSync(filePath, "utf8"));

describe("add_memo", () => {
  it("notes the content down and says so", async () => {
    expect((await run("add_memo", { content: "週五要繳電費" })).text).toBe("已記下：週五要繳電費。");
    expect((await run("add_memo", { content: "buy milk." }, { locale: "en" })).text).toBe("Noted: buy milk.");
    expect((await run("add_memo", { content: "买牛奶" }, { locale: "zh-CN" })).text).toBe("已记下：买牛奶。");
    expect(stored()).toEqual({
      lastId: 3,
      items: [
        { id: "1", content: "週五要繳電費", created_at: "2026-03-10T01:00:00.000Z" },
        { id: "2", content: "buy milk", created_at: "2026-03-10T01:00:00.000Z" },
        { id: "3", content: "买牛奶", created_at: "2026-03-10T01:00:00.000Z" },
      ],
    });
  });

  it("empty content fails validation", async () => {
    expect((await run("add_memo", { content: "   " })).text).toMatch(/^VALIDATION_ERROR: content/);
  });

  it("the id generator is an option", async () => {
    const { result } = await run("add_memo", { content: "買電池" }, { options: { createId: (sequence: number) => `M-${sequence}` } });
    expect(result?.data).toMatchObject({ memo: { id: "M-1" } });
  });

  it("a corrupt file is kept aside, the user is told, and the memo is saved", async () => {
    writeFileSync(filePath, readFixture("memos/truncated.json"));
    const { text } = await run("add_memo", { content: "買電池" });
    expect(text).toMatch(/^備忘錄檔案損壞了，已另存為 memos\.json\.corrupt-\S+，並重新開始記錄。已記下：買電池。$/);
    expect(stored().items).toHaveLength(1);
  });

  it("a lock another process keeps is BACKEND_ERROR", async () => {
    writeFileSync(
      `${filePath}.lock`,
      JSON.stringify({ pid: process.pid, host: "elsewhere", time: new Date().toISOString(), token: "busy" }),
    );
    const { result, text } = await run("add_memo", { content: "買電池" }, { locale: "en", options: { lockTimeoutMs: 50 } });
    expect(result?.error?.code).toBe("BACKEND_ERROR");
    expect(text).toBe("The memo file is busy in another program; please try again shortly.");
  });
});

describe("list_memos", () => {
  it("reads the memos out with their numbers", async () => {
    writeFileSync(filePath, readFixture("memos/memos.json"));
    expect((await run("list_memos", {})).text).toBe("你有 2 則備忘錄：1 號，週五要繳電費；3 號，買牛奶。");
    expect((await run("list_memos", {}, { locale: "en" })).text).toBe("You have 2 memos: number 1, 週五要繳電費; number 3, 買牛奶.");
  });

  it("says so when there are none", async () => {
    expect((await run("list_memos", {})).text).toBe("目前沒有備忘錄。");
  });

  it("reads out five and counts the rest", async () => {
    for (const content of ["一", "二", "三", "四", "五", "六"]) await run("add_memo", { content });
    expect((await run("list_memos", {})).text).toBe("你有 6 則備忘錄：1 號，一；2 號，二；3 號，三；4 號，四；5 號，五；還有 1 則。");
  });
});

describe("delete_memo", () => {
  beforeEach(() => writeFileSync(filePath, readFixture("memos/memos.json")));

  it("deletes a memo by its number", async () => {
    expect((await run("delete_memo", { id: "第3則" })).text).toBe("已刪除 3 號備忘錄：買牛奶。");
    expect(stored()).toMatchObject({ lastId: 3, items: [{ id: "1" }] });
  });

  it("a missing id is NOT_FOUND, naming it and the memos there are", async () => {
    const { result, text } = await run("delete_memo", { id: 2 });
    expect(result?.error?.code).toBe("NOT_FOUND");
    expect(text).toBe("找不到 2 號備忘錄。目前的備忘錄是 1、3 號。");
  });
});
