import type { ToolContext } from "../../../src/core/tool-context";
import { createDatetimeTool } from "../../../src/tools/datetime";

const tuesdayMorning = new Date("2026-03-10T01:00:00Z"); // 09:00 in Taipei

function context(overrides: Partial<ToolContext> = {}): ToolContext {
  return { signal: new AbortController().signal, now: tuesdayMorning, timeZone: "Asia/Taipei", locale: "zh-TW", ...overrides };
}

async function ask(args: Record<string, unknown>, overrides: Partial<ToolContext> = {}) {
  const tool = createDatetimeTool();
  const checked = tool.validate(tool.normalize(args, context(overrides)));
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, context(overrides));
  return { result, text: tool.format(result, context(overrides)) };
}

describe("get_datetime", () => {
  it("reads the turn's clock in the user's time zone, with the 民國 year", async () => {
    const { result, text } = await ask({});
    expect(result.data).toEqual({
      iso: "2026-03-10T09:00:00.000+08:00",
      date: "2026-03-10",
      time: "09:00",
      weekday: "Tuesday",
      weekday_number: 2,
      time_zone: "Asia/Taipei",
      utc_offset: "+08:00",
      roc_year: 115,
      requested_zone: false,
    });
    expect(text).toBe("現在是民國115年3月10日 星期二 上午9點00分。");
  });

  it("speaks Simplified Chinese with the Western year, and English", async () => {
    expect((await ask({}, { locale: "zh-CN" })).text).toBe("现在是2026年3月10日 星期二 上午9点00分。");
    expect((await ask({}, { locale: "en" })).text).toBe("It is 9:00 AM on Tuesday, March 10, 2026.");
  });

  it("names the part of the day", async () => {
    const at = (iso: string) => ask({}, { now: new Date(iso) }).then(({ text }) => text);
    expect(await at("2026-03-09T16:30:00Z")).toBe("現在是民國115年3月10日 星期二 凌晨12點30分。");
    expect(await at("2026-03-10T04:05:00Z")).toBe("現在是民國115年3月10日 星期二 中午12點05分。");
    expect(await at("2026-03-10T07:45:00Z")).toBe("現在是民國115年3月10日 星期二 下午3點45分。");
    expect(await at("2026-03-10T13:00:00Z")).toBe("現在是民國115年3月10日 星期二 晚上9點00分。");
  });

  it("uses the configured time zone, across the date line", async () => {
    const { result } = await ask({}, { timeZone: "America/Los_Angeles", locale: "en" });
    expect(result.data).toMatchObject({ date: "2026-03-09", time: "18:00", weekday: "Monday", utc_offset: "-07:00" });
  });

  it("answers for a zone or a city the user names", async () => {
    const tokyo = await ask({ time_zone: "東京" });
    expect(tokyo.result.data).toMatchObject({ time_zone: "Asia/Tokyo", time: "10:00", requested_zone: true });
    expect(tokyo.text).toBe("東京現在是民國115年3月10日 星期二 上午10點00分。");
    const london = await ask({ time_zone: "Europe/London" }, { locale: "en" });
    expect(london.text).toBe("In London, it is 1:00 AM on Tuesday, March 10, 2026.");
    expect((await ask({ time_zone: "纽约" }, { locale: "zh-CN" })).text).toBe("纽约现在是2026年3月9日 星期一 晚上9点00分。");
  });

  it("says so when it does not know the time zone", async () => {
    const { result, text } = await ask({ time_zone: "Mars/Olympus" });
    expect(result.error?.code).toBe("invalid_date");
    expect(text).toBe("我不認得「Mars/Olympus」這個時區。");
    expect((await ask({ time_zone: "Mars/Olympus" }, { locale: "en" })).text).toBe('I don\'t know the time zone "Mars/Olympus".');
  });

  it("takes no required arguments", () => {
    const tool = createDatetimeTool();
    expect(tool.validate({}).success).toBe(true);
    expect(tool.toOpenAITool().function.parameters).toMatchObject({ type: "object" });
    expect(tool.toOpenAITool().function.parameters.required ?? []).toEqual([]);
  });
});
