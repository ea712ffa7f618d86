import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../../src/core/locale";
import { createSetAlarmTool } from "../../../src/tools/alarms/index";
import { readFixture } from "../../support/fixture-server";

const now = new Date("2026-03-10T01:00:00Z"); // 09:00 in Taipei

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "set-alarm-"));
  filePath = join(directory, "alarms.json");
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

async function setAlarm(
  args: Record<string, unknown>,
  { locale = "zh-TW" as Locale, timeZone = "Asia/Taipei", tool = createSetAlarmTool({ filePath }) } = {},
) {
  const context = { signal: new AbortController().signal, now, timeZone, locale };
  const checked = tool.validate(tool.normalize(args, context));
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, context);
  return { result, text: tool.format(result, context) };
}

const stored = () => JSON.parse(readFileSync(filePath, "utf8"));

describe("set_alarm", () => {
  it("sets an alarm from Chinese words, says when, and keeps it in the file", async () => {
    const { result, text } = await setAlarm({ time: "明天早上七點", message: "開會" });
    expect(text).toBe("已設定明天（3月11日）早上7點的鬧鐘：開會。");
    expect(result.data?.alarm).toMatchObject({ id: "1", time: "2026-03-11T07:00" });
    expect(stored()).toEqual({
      lastId: 1,
      items: [
        {
          id: "1",
          time: "2026-03-11T07:00",
          time_zone: "Asia/Taipei",
          message: "開會",
          created_at: "2026-03-10T01:00:00.000Z",
          fired: false,
        },
      ],
    });
  });

  it.each([
    ["下午3點半", "已設定今天（3月10日）下午3點半的鬧鐘。"],
    ["晚上十點", "已設定今天（3月10日）晚上10點的鬧鐘。"],
    ["早上八點", "已設定明天（3月11日）早上8點的鬧鐘。"],
    ["2026-03-11T07:00", "已設定明天（3月11日）早上7點的鬧鐘。"],
    ["2026-03-10T23:15:00Z", "已設定明天（3月11日）早上7點15分的鬧鐘。"],
    ["2026-03-20 12:00", "已設定3月20日中午12點的鬧鐘。"],
  ])("reads %s (a time already past today means tomorrow)", async (time, expected) => {
    expect((await setAlarm({ time })).text).toBe(expected);
  });

  it("speaks English and Simplified Chinese", async () => {
    expect((await setAlarm({ time: "7:30 am" }, { locale: "en" })).text).toBe("Alarm set for tomorrow (March 11) at 7:30 AM.");
    expect((await setAlarm({ time: "tomorrow at 5 pm", message: "call mom" }, { locale: "en" })).text).toBe(
      "Alarm set for tomorrow (March 11) at 5:00 PM: call mom.",
    );
    expect((await setAlarm({ time: "明天早上七點", message: "开会" }, { locale: "zh-CN" })).text).toBe(
      "已设置明天（3月11日）早上7点的闹钟：开会。",
    );
  });

  it("reads the time in the turn's time zone and stores that zone", async () => {
    const { result, text } = await setAlarm({ time: "明天早上七點" }, { timeZone: "America/New_York" });
    expect(result.data?.alarm).toMatchObject({ time: "2026-03-10T07:00", time_zone: "America/New_York" });
    expect(text).toBe("已設定明天（3月10日）早上7點的鬧鐘。");
  });

  it("numbers alarms 1, 2, 3 and never reuses a number; the id generator is an option", async () => {
    for (const time of ["早上七點", "早上八點", "早上九點"]) await setAlarm({ time });
    expect(stored().items.map((alarm: { id: string }) => alarm.id)).toEqual(["1", "2", "3"]);
    const custom = createSetAlarmTool({ filePath, createId: (sequence) => `A${sequence}` });
    expect((await setAlarm({ time: "早上十點" }, { tool: custom })).result.data?.alarm.id).toBe("A4");
  });
});

describe("set_alarm errors", () => {
  it("an unreadable time is invalid_date, said in the user's language", async () => {
    const { result, text } = await setAlarm({ time: "找個時間" });
    expect(result.error?.code).toBe("invalid_date");
    expect(text).toBe("聽不懂「找個時間」這個時間，請說像「明天早上七點」或「下午3點半」這樣的時間。");
    expect((await setAlarm({ time: "someday" }, { locale: "en" })).text).toBe(
      'I couldn\'t understand the time "someday". Try something like "tomorrow at 7 am" or "3:30 pm".',
    );
  });

  it("a date-time already past is invalid_date", async () => {
    const { result, text } = await setAlarm({ time: "2026-03-09T07:00" });
    expect(result.error?.code).toBe("invalid_date");
    expect(text).toBe("3月9日早上7點已經過了，請說一個之後的時間。");
  });

  it("a time that does not exist is invalid_date", async () => {
    expect((await setAlarm({ time: "2026-02-30T07:00" })).result.error?.code).toBe("invalid_date");
  });

  it("a lock another process keeps is BACKEND_ERROR, and nothing is written", async () => {
    writeFileSync(
      `${filePath}.lock`,
      JSON.stringify({ pid: process.pid, host: "elsewhere", time: new Date().toISOString(), token: "busy" }),
    );
    const tool = createSetAlarmTool({ filePath, lockTimeoutMs: 50 });
    const { result, text } = await setAlarm({ time: "明天早上七點" }, { tool });
    expect(result.error?.code).toBe("BACKEND_ERROR");
    expect(text).toBe("鬧鐘檔案正被另一個程式使用，請稍後再試。");
    expect(readdirSync(directory)).toEqual(["alarms.json.lock"]);
  });

  it("a file that cannot be written is BACKEND_ERROR, saying what is wrong", async () => {
    writeFileSync(join(directory, "not-a-directory"), "");
    const tool = createSetAlarmTool({ filePath: join(directory, "not-a-directory", "alarms.json") });
    const { result, text } = await setAlarm({ time: "明天早上七點" }, { tool });
    expect(result.error?.code).toBe("BACKEND_ERROR");
    expect(text).toBe("鬧鐘檔案的路徑上有一段不是資料夾，請檢查設定。");
  });

  it("a corrupt file is kept aside, the user is told, and the new alarm is saved", async () => {
    writeFileSync(filePath, readFixture("alarms/truncated.json"));
    const corrupt: string[] = [];
    const tool = createSetAlarmTool({ filePath, onCorrupt: (report) => corrupt.push(report.movedTo) });
    const { result, text } = await setAlarm({ time: "明天早上七點", message: "起床" }, { tool });
    expect(result.success).toBe(true);
    expect(text).toMatch(
      /^鬧鐘檔案損壞了，已另存為 alarms\.json\.corrupt-[\dT-]+Z，並重新開始記錄。已設定明天（3月11日）早上7點的鬧鐘：起床。$/,
    );
    expect(readFileSync(corrupt[0], "utf8")).toBe(readFixture("alarms/truncated.json"));
    expect(stored().items).toHaveLength(1);
  });
});
