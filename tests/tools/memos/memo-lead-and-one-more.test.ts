import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../../src/core/locale";
import { loadSettings } from "../../../src/core/settings";
import type { ToolRegistry } from "../../../src/core/tool-registry";
import { routeTurn, type DialogueContext } from "../../../src/routing/route-turn";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";

// Tuesday 2026-03-10, 09:00 in Taipei; the last turn was 20 seconds before.
const now = new Date("2026-03-10T01:00:00Z");
const before = new Date(now.getTime() - 20_000).toISOString();
let dataDir: string;
let registry: ToolRegistry;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "memo-lead-"));
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function route(text: string, context: DialogueContext = {}, locale: Locale = "zh-TW") {
  return routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale, context });
}

const memoAdded: DialogueContext = {
  last: { tool: "add_memo", args: { content: "買牛奶" }, data: { memo: { id: "1" } }, success: true, reply: "已記下。", at: before },
};
const alarmSet: DialogueContext = {
  last: {
    tool: "set_alarm",
    args: { time: "2026-03-11T07:00", message: "" },
    data: { alarm: { id: "1" } },
    success: true,
    reply: "已設定。",
    at: before,
  },
};

describe("a memo after a lead, a heading or 再", () => {
  it.each([
    ["女兒教我的 記一下 週五要繳電費", "週五要繳電費"],
    ["對了 備忘錄 記一下 車子要保養", "車子要保養"],
    ["再記一條 買電池", "買電池"],
    ["再记一个 明天带伞", "明天带伞"],
    ["also note call the plumber", "call the plumber"],
    ["note 阿公的藥 吃完了", "阿公的藥 吃完了"],
  ])("「%s」 → add_memo 「%s」", (text, content) => {
    expect(route(text)).toMatchObject({ kind: "call", tool: "add_memo", args: { content } });
  });

  it.each(["記一個電話", "女兒教我的 記一下", "note the time", "also note that I am tired", "note this down"])(
    "「%s」 is no memo",
    (text) => {
      expect(route(text)).not.toMatchObject({ kind: "call", tool: "add_memo" });
    },
  );
});

describe("all the memos deleted, said as a decision", () => {
  it.each(["備忘錄 全部 刪掉好了", "筆記通通清掉就好", "备忘录 全部 删掉好了"])("「%s」 → delete_memo all", (text) => {
    expect(route(text)).toMatchObject({ kind: "call", tool: "delete_memo", args: { all: true } });
  });
});

describe("right after a memo was written", () => {
  it.each([
    ["還有 記一下 週六要倒垃圾", "週六要倒垃圾"],
    ["然後 再記一條 牙膏用完了", "牙膏用完了"],
    ["另外 再记一个 交水费", "交水费"],
  ])("「%s」 → add_memo 「%s」", (text, content) => {
    expect(route(text, memoAdded)).toMatchObject({ kind: "call", tool: "add_memo", args: { content } });
  });

  // 然後 / 還有 at the start of a sentence join it to nothing said in it: the request after them is
  // routed as itself, with or without a memo just written.
  it("「還有 記一下 週六要倒垃圾」 with no memo just written is a memo too", () => {
    expect(route("還有 記一下 週六要倒垃圾", {})).toMatchObject({ kind: "call", tool: "add_memo", args: { content: "週六要倒垃圾" } });
  });

  it.each(["read those back to me", "now read them to me", "tell me them all"])("'%s' → list_memos", (text) => {
    expect(route(text, memoAdded, "en")).toMatchObject({ kind: "call", tool: "list_memos", args: {} });
  });

  it.each([
    ["read them back to me", {}],
    ["還有 記一下 然後 提醒我", memoAdded],
  ] as const)("「%s」 with nothing just written to read back, or two requests, stays the model's", (text, context) => {
    expect(route(text, context, /[a-z]/.test(text) ? "en" : "zh-TW")).toBeNull();
  });
});

describe("right after an alarm was set", () => {
  it.each([
    ["然後 後天早上八點提醒我 繳電話費", { time: "2026-03-12T08:00", message: "繳電話費" }],
    ["还有 明天晚上九点提醒我 吃药", { time: "2026-03-11T21:00", message: "吃药" }],
  ])("「%s」 → set_alarm %o", (text, args) => {
    expect(route(text, alarmSet)).toMatchObject({ kind: "call", tool: "set_alarm", args });
    expect(route(text, {})).toMatchObject({ kind: "call", tool: "set_alarm", args });
  });

  it("「然後 明天七點提醒我 然後 記一下」 is two requests: the model's", () => {
    expect(route("然後 明天七點提醒我 然後 記一下", alarmSet)).toBeNull();
  });
});

describe("right after records were made, one of them by its number", () => {
  it.each([
    ["第一条删了吧", { id: "1" }],
    ["把第二則刪掉", { id: "2" }],
    ["delete number two", { id: "2" }],
    ["第一條跟第二條都刪了", { ids: ["1", "2"] }],
  ])("「%s」 after a memo was written deletes memo %o", (text, args) => {
    expect(route(text, memoAdded)).toEqual({ kind: "call", tool: "delete_memo", args, via: "follow-up" });
  });

  it("「第一個刪掉」 after an alarm was set deletes alarm 1", () => {
    expect(route("第一個刪掉", alarmSet)).toEqual({ kind: "call", tool: "delete_alarm", args: { id: "1" }, via: "follow-up" });
  });

  it.each(["把三刪掉", "第一條是什麼"])("「%s」 deletes no memo by number (a bare number may be anything)", (text) => {
    expect(route(text, memoAdded)).not.toMatchObject({ kind: "call", tool: "delete_memo", via: "follow-up" });
  });

  it("a memo that failed to be written has no numbers to point at", () => {
    const failed: DialogueContext = { last: { ...memoAdded.last!, success: false } };
    expect(route("第一条删了吧", failed)).not.toMatchObject({ kind: "call", tool: "delete_memo", via: "follow-up" });
  });
});
