import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../../src/core/locale";
import type { AnyTool } from "../../../src/core/tool-registry";
import { createAlarmTools } from "../../../src/tools/alarms/index";
import { readFixture } from "../../support/fixture-server";

const now = new Date("2026-03-10T01:00:00Z"); // 09:00 in Taipei

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "alarms-"));
  filePath = join(directory, "alarms.json");
  writeFileSync(filePath, readFixture("alarms/alarms.json"));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

async function run(name: string, args: Record<string, unknown>, locale: Locale = "zh-TW") {
  const tool: AnyTool = createAlarmTools({ filePath, onCorrupt: () => undefined }).find((candidate) => candidate.name === name)!;
  const context = { signal: new AbortController().signal, now, timeZone: "Asia/Taipei", locale };
  const checked = tool.validate(tool.normalize(args, context));
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, context);
  return { result, text: tool.format(result, context) };
}

describe("list_alarms", () => {
  it("reads out the alarms still to ring, soonest first, with their numbers", async () => {
    const { result, text } = await run("list_alarms", {});
    expect(text).toBe("你有 2 個鬧鐘：1 號，明天早上7點，起床；3 號，3月15日晚上10點，吃藥。");
    expect((result.data as { alarms: Array<{ id: string }> }).alarms.map((alarm) => alarm.id)).toEqual(["1", "3"]);
    expect((await run("list_alarms", {}, "en")).text).toBe(
      "You have 2 alarms: number 1, tomorrow at 7:00 AM, 起床; number 3, March 15 at 10:00 PM, 吃藥.",
    );
  });

  it("an alarm whose time has passed has rung, though no scheduler marked it: it is not listed", async () => {
    rmSync(filePath);
    await run("set_alarm", { time: "2026-03-10T09:30", message: "開會" });
    await run("set_alarm", { time: "2026-03-12T07:00", message: "起床" });
    const later = {
      signal: new AbortController().signal,
      now: new Date("2026-03-10T02:00:00Z"),
      timeZone: "Asia/Taipei",
      locale: "zh-TW" as const,
    };
    const list: AnyTool = createAlarmTools({ filePath }).find((tool) => tool.name === "list_alarms")!;
    const result = await list.execute({}, later);
    expect(list.format(result, later)).toBe("你有 1 個鬧鐘：2 號，後天早上7點，起床。");
  });

  it("says so when there are none", async () => {
    rmSync(filePath);
    expect((await run("list_alarms", {})).text).toBe("目前沒有設定鬧鐘。");
    expect((await run("list_alarms", {}, "en")).text).toBe("You have no alarms set.");
  });

  it("reads out five and counts the rest", async () => {
    rmSync(filePath);
    for (const hour of [10, 11, 12, 13, 14, 15, 16]) await run("set_alarm", { time: `2026-03-13T${hour}:00` });
    expect((await run("list_alarms", {})).text).toBe(
      "你有 7 個鬧鐘：1 號，3月13日早上10點；2 號，3月13日早上11點；3 號，3月13日中午12點；4 號，3月13日下午1點；5 號，3月13日下午2點；還有 2 個。",
    );
  });

  it("a corrupt file is moved aside and the user hears it", async () => {
    writeFileSync(filePath, readFixture("alarms/wrong-shape.json"));
    const { text } = await run("list_alarms", {});
    expect(text).toMatch(/^鬧鐘檔案損壞了，已另存為 alarms\.json\.corrupt-\S+，並重新開始記錄。目前沒有設定鬧鐘。$/);
  });
});

describe("delete_alarm", () => {
  it("deletes an alarm by the number the list reads out", async () => {
    const { result, text } = await run("delete_alarm", { id: "3" });
    expect(result.success).toBe(true);
    expect(text).toBe("已刪除 3 號鬧鐘：3月15日晚上10點，吃藥。");
    const file = JSON.parse(readFileSync(filePath, "utf8"));
    expect(file.items.map((alarm: { id: string }) => alarm.id)).toEqual(["1", "2"]);
    expect(file.lastId).toBe(3);
  });

  it.each([[1], ["第1個"], ["1號"], ["#1"], ["一"]])("reads the id %p as 1", async (id) => {
    expect((await run("delete_alarm", { id })).text).toBe("已刪除 1 號鬧鐘：明天早上7點，起床。");
  });

  it("a missing id is NOT_FOUND, naming it and the alarms there are", async () => {
    const { result, text } = await run("delete_alarm", { id: "5" });
    expect(result.error?.code).toBe("NOT_FOUND");
    expect(text).toBe("找不到 5 號鬧鐘。目前的鬧鐘是 1、3 號。");
    expect((await run("delete_alarm", { id: "5" }, "en")).text).toBe("There is no alarm number 5. Your alarms are number 1, 3.");
    rmSync(filePath);
    expect((await run("delete_alarm", { id: "5" })).text).toBe("找不到 5 號鬧鐘。目前沒有設定鬧鐘。");
  });
});
