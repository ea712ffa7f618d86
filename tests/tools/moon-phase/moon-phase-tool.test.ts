import type { Locale } from "../../../src/core/locale";
import { createMoonPhaseTool, type MoonPhaseToolOptions } from "../../../src/tools/moon-phase/index";
import { FixtureServer, LOADED_MACHINE_DEADLINE_MS, readFixture, readJsonFixture, type FixtureHandler } from "../../support/fixture-server";

const PHASES_PATH = "GET /api/moon/phases/date";
const phasesFrom20240329 = readJsonFixture("usno/phases-date-2024-03-29-nump-6.json");

const servers: FixtureServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function ask(
  args: Record<string, unknown>,
  {
    now = "2024-04-08T01:00:00Z",
    timeZone = "Asia/Taipei",
    locale = "zh-TW" as Locale,
    handler,
    options = {},
  }: { now?: string; timeZone?: string; locale?: Locale; handler?: FixtureHandler; options?: MoonPhaseToolOptions } = {},
) {
  const server = await FixtureServer.start(handler ? { [PHASES_PATH]: handler } : {});
  servers.push(server);
  const tool = createMoonPhaseTool({ baseUrl: server.url, ...options });
  const context = { signal: new AbortController().signal, now: new Date(now), timeZone, locale };
  const checked = tool.validate(tool.normalize(args, context));
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, context);
  return { result, data: result.data, text: tool.format(result, context), requests: server.requests };
}

describe("get_moon_phase from USNO", () => {
  it("asks USNO for the phases from ten days before and speaks today's phase in Taipei time", async () => {
    const { data, text, requests } = await ask({ date_str: "今天" }, { handler: { json: phasesFrom20240329 } });
    expect(requests).toHaveLength(1);
    expect(requests[0].query.get("date")).toBe("2024-03-29");
    expect(requests[0].query.get("nump")).toBe("6");
    expect(data).toMatchObject({
      query_date: "2024-04-08",
      phase_name_en: "Waning Crescent",
      phase_name_zh: "殘月",
      source: "usno",
      phase_on_day: null,
      previous_phase: { phase: "Last Quarter", utc: "2024-04-02T03:15:00.000Z" },
      next_phase: { phase: "New Moon", phase_name_zh: "新月", utc: "2024-04-08T18:21:00.000Z" },
    });
    expect(data?.phases.map((event) => event.phase)).toEqual(["Last Quarter", "New Moon", "First Quarter", "Full Moon", "Last Quarter"]);
    expect(text).toBe("今天（4月8日）的月相是殘月，月面約 1% 被照亮。下一個主要月相是新月，在 4月9日 02:21。");
  });

  it("names the primary phase on its own day and gives its time, in English", async () => {
    const { data, text } = await ask(
      { date_str: "2024-04-08" },
      { now: "2026-03-10T01:00:00Z", timeZone: "UTC", locale: "en", handler: { json: phasesFrom20240329 } },
    );
    expect(data?.phase_name_en).toBe("New Moon");
    expect(text).toBe(
      "On April 8, 2024 the moon phase is new moon, with the moon almost invisible. The new moon itself is at 18:21 on April 8, 2024. " +
        "The next primary phase is the first quarter, at 19:13 on April 15, 2024.",
    );
  });

  it("reads 明天 in the time zone and answers in Simplified Chinese", async () => {
    const { data, text, requests } = await ask(
      { date_str: "明天" },
      { now: "2024-04-22T01:00:00Z", locale: "zh-CN", handler: { json: phasesFrom20240329 } },
    );
    expect(requests[0].query.get("date")).toBe("2024-04-13");
    expect(data?.query_date).toBe("2024-04-23");
    expect(text).toMatch(/^明天（4月23日）的月相是/);
    expect(text).not.toMatch(/滿|個/);
  });
});

describe("get_moon_phase falls back to its own computation", () => {
  // USNO hangs for the timeout; the deadline lets the hung request reach the server first.
  const failures: Array<[string, FixtureHandler]> = [
    ["a timeout", { hang: true }],
    ["a 5xx", { status: 503, body: "<html>Service Unavailable</html>", headers: { "content-type": "text/html" } }],
    ["a 429", { status: 429, body: "Too Many Requests" }],
    ["malformed JSON", { body: readFixture("usno/phases-date-truncated.json"), headers: { "content-type": "application/json" } }],
    ["an unexpected shape", { json: readJsonFixture("usno/phases-date-unexpected-shape.json") }],
    ["a 400 with an error body", { status: 400, json: readJsonFixture("usno/error-bad-date.json") }],
    ["a 200 with an error body", { json: readJsonFixture("usno/error-bad-date.json") }],
  ];

  it.each(failures)("after %s, with the same answer", async (_name, handler) => {
    const { result, data, text, requests } = await ask(
      { date_str: "今天" },
      { handler, options: { timeoutMs: LOADED_MACHINE_DEADLINE_MS } },
    );
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(result.success).toBe(true);
    expect(data?.source).toBe("computed");
    expect(data?.phase_name_zh).toBe("殘月");
    expect(data?.next_phase).toMatchObject({ phase: "New Moon", utc: "2024-04-08T18:21:00.000Z" });
    expect(text).toBe("今天（4月8日）的月相是殘月，月面約 1% 被照亮。下一個主要月相是新月，在 4月9日 02:21。");
  });

  it("when the network is down", async () => {
    const { data } = await ask({}, { options: { baseUrl: "http://127.0.0.1:9" } });
    expect(data?.source).toBe("computed");
    expect(data?.query_date).toBe("2024-04-08");
  });

  it("without asking USNO when told to stay offline or for a year USNO does not cover", async () => {
    const offline = await ask({ date_str: "2024-04-15" }, { timeZone: "UTC", options: { useUsno: false } });
    expect(offline.requests).toHaveLength(0);
    expect(offline.data).toMatchObject({ phase_name_zh: "上弦月", source: "computed", phase_on_day: { utc: "2024-04-15T19:13:00.000Z" } });
    const ancient = await ask({ date_str: "1600-06-01" }, { handler: { json: phasesFrom20240329 } });
    expect(ancient.requests).toHaveLength(0);
    expect(ancient.data?.source).toBe("computed");
  });
});

describe("dates", () => {
  it("defaults to today and reads English words", async () => {
    expect((await ask({}, { options: { useUsno: false } })).data?.query_date).toBe("2024-04-08");
    expect((await ask({ date_str: "yesterday" }, { options: { useUsno: false } })).data?.query_date).toBe("2024-04-07");
  });

  it("refuses a day that does not exist, in the user's language", async () => {
    const { result, text } = await ask({ date_str: "2024-02-30" }, { options: { useUsno: false } });
    expect(result.error?.code).toBe("invalid_date");
    expect(text).toBe("「2024-02-30」不是有效的日期。");
  });

  it("says which years it can answer for a day outside them, asking nobody", async () => {
    const { result, text, requests } = await ask({ date_str: "1200-06-01" }, { handler: { json: phasesFrom20240329 } });
    expect(result.error?.code).toBe("invalid_date");
    expect(text).toBe("我只能推算 1583 到 3000 年的月相，1200-06-01 不在這段時間裡。");
    expect(requests).toHaveLength(0);
    expect((await ask({ date_str: "3001-01-01" }, { locale: "en", options: { useUsno: false } })).text).toBe(
      "I can only work out moon phases for the years 1583 to 3000; 3001-01-01 is outside them.",
    );
  });

  it("leaves words it cannot read to validation", () => {
    const tool = createMoonPhaseTool();
    const context = { now: new Date("2024-04-08T01:00:00Z"), timeZone: "Asia/Taipei", locale: "zh-TW" as Locale };
    expect(tool.validate(tool.normalize({ date_str: "下下下個月圓" }, context)).success).toBe(false);
  });
});

describe("a primary phase asked about: when it next comes", () => {
  it("asks USNO for more phases and says when the next full moon is, then today's phase", async () => {
    const { data, text, requests } = await ask({ phase: "滿月" }, { handler: { json: phasesFrom20240329 } });
    expect(requests[0].query.get("nump")).toBe("8");
    expect(data).toMatchObject({ source: "usno", asked_phase: { phase: "Full Moon", utc: "2024-04-23T23:49:00.000Z" } });
    expect(text).toBe("下一次滿月在 4月24日 07:49。今天（4月8日）的月相是殘月，月面約 1% 被照亮。");
  });

  it("takes the phase of today still to come, in English", async () => {
    const { data, text } = await ask({ phase: "new moon" }, { locale: "en", handler: { json: phasesFrom20240329 } });
    expect(data?.asked_phase?.utc).toBe("2024-04-08T18:21:00.000Z");
    expect(text).toBe("The next new moon is at 02:21 on April 9. Today (April 8) the moon phase is waning crescent, about 1% lit.");
  });

  it("counts from the day asked about, that day included", async () => {
    const { data, text } = await ask({ date_str: "2024-04-20", phase: "滿月" }, { handler: { json: phasesFrom20240329 } });
    expect(data?.asked_phase?.phase).toBe("Full Moon");
    expect(text).toMatch(/^4月20日起，下一次滿月在 4月24日 07:49。4月20日的月相是/);
  });

  it("a phase already past today is the next lunation's", async () => {
    const { data } = await ask({ phase: "New Moon" }, { now: "2024-04-09T03:00:00Z", options: { useUsno: false } });
    expect(data?.asked_phase?.utc.slice(0, 10)).toBe("2024-05-08");
  });

  it("computes the phase when USNO's list stops short of it", async () => {
    const whole = phasesFrom20240329 as { phasedata: unknown[] };
    const short = { ...whole, phasedata: whole.phasedata.slice(0, 3) };
    const { data } = await ask({ phase: "Full Moon" }, { handler: { json: short } });
    expect(data?.source).toBe("computed");
    expect(data?.asked_phase?.utc.slice(0, 13)).toBe("2024-04-23T23");
  });

  it.each([
    ["满月", "Full Moon"],
    ["first quarter", "First Quarter"],
    ["下弦月", "Last Quarter"],
    ["third quarter moon", "Last Quarter"],
  ])("reads %s as %s", async (phase, name) => {
    expect((await ask({ phase }, { options: { useUsno: false } })).data?.asked_phase?.phase).toBe(name);
  });

  it("refuses a phase that is not a primary one", async () => {
    await expect(ask({ phase: "blue moon" }, { options: { useUsno: false } })).rejects.toThrow(/phase/);
  });
});
