import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../src/core/locale";
import { recordsDestroyed } from "../../src/core/records-destroyed";
import { createDeleteAlarmTool } from "../../src/tools/alarms/delete-alarm-tool";
import { storedAlarm as alarm } from "../tools/alarms/stored-alarm";

// What a delete tool declares: how many alarms a call would remove, and the question before several
// calls run together — counted on the user's stored alarms.

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "deletion-question-"));
  filePath = join(directory, "alarms.json");
  writeFileSync(
    filePath,
    JSON.stringify({
      lastId: 3,
      items: [alarm("1", "2026-03-11T07:00", "起床"), alarm("2", "2026-03-11T08:30", "開會"), alarm("3", "2026-03-11T22:00", "吃藥")],
    }),
  );
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const context = (locale: Locale = "zh-TW") => ({ now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei", locale });

describe("delete_alarm's destructive count", () => {
  it.each<[Record<string, unknown>, number]>([
    [{ id: "2" }, 1],
    [{ ids: ["1", "3"] }, 2],
    [{ all: true }, 3],
    [{ id: "9" }, 0],
    [{}, 0],
  ])("%j would remove %i", async (args, count) => {
    const tool = createDeleteAlarmTool({ filePath });
    expect(tool.asksConfirmation).toBe(true);
    expect(await recordsDestroyed(tool, args, context())).toBe(count);
  });
});

describe("delete_alarm's question before several calls", () => {
  it.each<[Locale, Array<Record<string, unknown>>, string | null]>([
    ["zh-TW", [{ id: "1" }, { id: "2" }, { id: "3" }], "要刪除 1、2、3 號這 3 個鬧鐘嗎？"],
    ["zh-CN", [{ id: "1" }, { id: "2" }], "要删除 1、2 号这 2 个闹钟吗？"],
    ["en", [{ id: "3" }, { ids: ["1", "3"] }], "Delete alarms number 1 and 3?"],
    ["zh-TW", [{ id: "2" }], "要刪除 2 號鬧鐘（明天早上8點半，開會）嗎？"],
    ["en", [{ id: "2" }], "Delete alarm number 2 (tomorrow at 8:30 AM, 開會)?"],
    ["zh-TW", [{ id: "1" }, { all: true }], "要刪除全部 3 個鬧鐘嗎？"],
    ["zh-TW", [{ id: "9" }], null],
  ])("%s %j → %s", async (locale, calls, question) => {
    expect(await createDeleteAlarmTool({ filePath }).confirmationFor(calls, context(locale))).toBe(question);
  });
});
