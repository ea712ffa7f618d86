import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSettings } from "../../../src/core/settings";
import { routeLocally } from "../../../src/routing/route-locally";
import { createAlarmTools } from "../../../src/tools/alarms/index";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { readFixture } from "../../support/fixture-server";
import { runTool, type TestTurn } from "../../support/run-tool";

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "alarms-many-"));
  filePath = join(directory, "alarms.json");
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const run = (name: string, args: Record<string, unknown>, turn?: TestTurn) =>
  runTool(
    createAlarmTools({ filePath }).find((tool) => tool.name === name)!,
    args,
    turn,
  );
const stored = () => JSON.parse(readFileSync(filePath, "utf8"));

describe("the same alarm twice", () => {
  it("is answered 'already set' in the user's language, and not added again", async () => {
    expect((await run("set_alarm", { time: "明天早上七點", message: "起床" })).text).toBe("已設定明天（3月11日）早上7點的鬧鐘：起床。");
    const again = await run("set_alarm", { time: "明天早上七點", message: "起床" });
    expect(again.result.success).toBe(true);
    expect(again.text).toBe("明天（3月11日）早上7點的鬧鐘已經設好了：起床。");
    expect((await run("set_alarm", { time: "2026-03-11T07:00" }, { locale: "en" })).text).toBe(
      "You already have an alarm for tomorrow (March 11) at 7:00 AM: 起床.",
    );
    expect((await run("set_alarm", { time: "明天早上七点", message: "起床" }, { locale: "zh-CN" })).text).toBe(
      "明天（3月11日）早上7点的闹钟已经设好了：起床。",
    );
    expect(stored().items).toHaveLength(1);
    expect((await run("list_alarms", {})).text).toBe("你有 1 個鬧鐘：1 號，明天早上7點，起床。");
  });

  it("another message at the same time is another alarm", async () => {
    await run("set_alarm", { time: "明天早上七點", message: "起床" });
    await run("set_alarm", { time: "明天早上七點", message: "吃藥" });
    expect(stored().items.map((alarm: { message: string }) => alarm.message)).toEqual(["起床", "吃藥"]);
  });
});

describe("deleting several or all alarms", () => {
  beforeEach(() => writeFileSync(filePath, readFixture("alarms/alarms.json")));

  it("all: asks 「要刪除全部 2 個鬧鐘嗎？」 first, then deletes every alarm still to ring", async () => {
    const { question, text, result } = await run("delete_alarm", { all: true });
    expect(question).toBe("要刪除全部 2 個鬧鐘嗎？");
    expect(text).toBe("已刪除全部 2 個鬧鐘。");
    expect(result.data).toMatchObject({ all: true, alarms: [{ id: "1" }, { id: "3" }] });
    // The alarm that already rang stays in the file's history; nothing is left to ring.
    expect(stored().items.map((alarm: { id: string }) => alarm.id)).toEqual(["2"]);
    expect((await run("list_alarms", {})).text).toBe("目前沒有設定鬧鐘。");
  });

  it("asks in English and Simplified Chinese too", async () => {
    expect((await run("delete_alarm", { all: true }, { locale: "en" })).question).toBe("Delete all 2 alarms?");
  });

  it("several: asks which ones first, and deletes those in one change", async () => {
    const { question, text } = await run("delete_alarm", { id: "1和3" }, { locale: "zh-CN" });
    expect(question).toBe("要删除 1、3 号这 2 个闹钟吗？");
    expect(text).toBe("已删除 1、3 号闹钟。");
  });

  it("several with one missing deletes nothing and names the missing one", async () => {
    const { text, question } = await run("delete_alarm", { ids: ["1", "5"] });
    expect(question).toBeNull();
    expect(text).toBe("找不到 5 號鬧鐘。目前的鬧鐘是 1、3 號。");
    expect(stored().items).toHaveLength(3);
  });

  it("one alarm is deleted without a question, as before", async () => {
    const { question, text } = await run("delete_alarm", { id: "第三個" });
    expect(question).toBeNull();
    expect(text).toBe("已刪除 3 號鬧鐘：3月15日晚上10點，吃藥。");
  });

  it("all with no alarms asks nothing and says there are none", async () => {
    rmSync(filePath);
    const { question, text } = await run("delete_alarm", { id: "全部" });
    expect(question).toBeNull();
    expect(text).toBe("目前沒有設定鬧鐘。");
  });
});

describe("deleting all on the local route", () => {
  const registry = createDefaultRegistry({ settings: loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: "/nonexistent" }, envFile: false }) });
  const route = (text: string) =>
    routeLocally(text, { registry, now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei", locale: "zh-TW" });

  it.each([
    ["把鬧鐘全部刪掉", "delete_alarm", { all: true }],
    ["刪除所有鬧鐘", "delete_alarm", { all: true }],
    ["删除所有闹钟", "delete_alarm", { all: true }],
    ["把所有的鬧鐘都取消", "delete_alarm", { all: true }],
    ["鬧鐘全部取消", "delete_alarm", { all: true }],
    ["delete all my alarms", "delete_alarm", { all: true }],
    ["clear all alarms", "delete_alarm", { all: true }],
    ["刪除1號和3號鬧鐘", "delete_alarm", { ids: ["1", "3"] }],
    ["把第一個跟第二個鬧鐘刪掉", "delete_alarm", { ids: ["1", "2"] }],
    ["delete alarms 1 and 3", "delete_alarm", { ids: ["1", "3"] }],
    ["把備忘錄全部清掉", "delete_memo", { all: true }],
    ["刪除所有備忘錄", "delete_memo", { all: true }],
    ["删除所有备忘录", "delete_memo", { all: true }],
    ["清空備忘錄", "delete_memo", { all: true }],
    ["delete all my notes", "delete_memo", { all: true }],
  ])("「%s」 → %s %p", (text, tool, args) => {
    expect(route(text)).toEqual({ tool, args });
  });

  it.each(["怎麼刪除所有鬧鐘", "鬧鐘全部刪掉了嗎", "我把鬧鐘全部刪了", "所有鬧鐘都會響嗎", "how do I delete all my alarms"])(
    "「%s」 is left to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});
