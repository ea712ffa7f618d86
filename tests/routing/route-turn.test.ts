import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../src/core/locale";
import { loadSettings } from "../../src/core/settings";
import type { ToolRegistry } from "../../src/core/tool-registry";
import { routeTurn, type DialogueContext } from "../../src/routing/route-turn";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";

// Tuesday 2026-03-10, 09:00 in Taipei; the last turn was 20 seconds before. Sentences here are
// other ways of saying the kinds of turn the dialogue sets hold, in zh-TW, zh-CN and English.
const now = new Date("2026-03-10T01:00:00Z");
const before = new Date(now.getTime() - 20_000).toISOString();
const dataDir = mkdtempSync(join(tmpdir(), "route-turn-"));
let registry: ToolRegistry;

beforeAll(() => {
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function route(text: string, context: DialogueContext = {}, locale: Locale = "zh-TW") {
  return routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale, context });
}

const alarmSet: DialogueContext = {
  last: {
    tool: "set_alarm",
    args: { time: "2026-03-10T19:00", message: "打電話給阿嬤" },
    data: { alarm: { id: "4", time: "2026-03-10T19:00", message: "打電話給阿嬤" } },
    success: true,
    reply: "好，今天晚上七點提醒你打電話給阿嬤。",
    at: before,
  },
};
const askedForMemo: DialogueContext = {
  pending: { kind: "slot", tool: "add_memo", args: {}, slot: "content", question: "要記什麼？", at: before },
};

describe("asking to hear it again", () => {
  it.each(["啊？可以再說一遍嗎", "沒聽到 你再講一次", "huh? say it again"])("「%s」 repeats the last reply", (text) => {
    expect(route(text, { lastReply: { text: "三百六十五除以五等於七十三。", at: before } })).toEqual({ kind: "repeat", text: "三百六十五除以五等於七十三。" });
  });
});

describe("withdrawing a question", () => {
  it.each(["不用了啦 算了", "算了吧，不要了", "nah, forget it"])("「%s」 cancels it, and no memo is written", (text) => {
    expect(route(text, askedForMemo)).toEqual({ kind: "cancel", reply: "好，那就先不用了。" });
  });

  it("a request after the withdrawal is routed, and the question dropped", () => {
    expect(route("算了，幫我記一下買雞蛋", askedForMemo)).toEqual({ kind: "call", tool: "add_memo", args: { content: "買雞蛋" }, via: "request" });
  });
});

describe("a request after a withdrawal, with no question asked", () => {
  it.each([
    ["算了 把倒數取消", "cancel_timer"],
    ["不要了啦，取消计时器", "cancel_timer"],
    ["never mind, stop the timer", "cancel_timer"],
  ])("「%s」 runs %s", (text, tool) => {
    expect(route(text)).toMatchObject({ kind: "call", tool });
  });

  it("a bare 不要 before a request negates it: left to the model", () => {
    expect(route("不要 取消計時器")).toBeNull();
  });
});

describe("pointing back at the alarm just set", () => {
  it.each(["這個不用了 幫我刪除", "刚才那个不要了，删了吧", "oh wait, scratch that"])("「%s」 deletes it", (text) => {
    expect(route(text, alarmSet)).toEqual({ kind: "call", tool: "delete_alarm", args: { id: "4" }, via: "follow-up" });
  });

  it.each(["你剛剛設幾點", "hold on, when did you set it for"])("「%s」 lists the alarms", (text) => {
    expect(route(text, alarmSet)).toEqual({ kind: "call", tool: "list_alarms", args: {}, via: "follow-up" });
  });

  it("'wait, what time is it' asks the clock, not the alarm", () => {
    expect(route("wait, what time is it", alarmSet, "en")).not.toMatchObject({ tool: "list_alarms" });
  });
});
