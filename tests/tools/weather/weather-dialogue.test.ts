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
  dataDir = mkdtempSync(join(tmpdir(), "weather-dialogue-"));
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const localeOf = (text: string): Locale => (/[a-z]/i.test(text) ? "en" : /[后过两]/u.test(text) ? "zh-CN" : "zh-TW");
const route = (text: string, context: DialogueContext) =>
  routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale: localeOf(text), context });
const weatherIn = (city: string, day?: string): DialogueContext => ({
  last: { tool: "get_weather", args: day === undefined ? { city } : { city, day }, success: true, reply: "…", at: before },
});
const weatherCall = (city: string, day: string) => ({ kind: "call", tool: "get_weather", args: { city, day }, via: "follow-up" });

describe("after the weather on a day, the day after or before it", () => {
  it.each([
    "再隔天呢",
    "隔天呢",
    "那後一天呢",
    "再過一天呢",
    "后一天呢",
    "隔天的天氣呢",
    "and the day after?",
    "the next day?",
    "and the day after that?",
  ])("「%s」 after tomorrow's weather asks about the day after tomorrow", (text) => {
    expect(route(text, weatherIn("台北", "tomorrow"))).toEqual(weatherCall("台北", "day_after_tomorrow"));
  });

  it.each(["前一天呢", "and the day before?"])("「%s」 after tomorrow's weather asks about today", (text) => {
    expect(route(text, weatherIn("台北", "tomorrow"))).toEqual(weatherCall("台北", "today"));
  });

  it.each([
    ["隔天呢", "tomorrow"],
    ["再過兩天呢", "day_after_tomorrow"],
    ["two days later?", "day_after_tomorrow"],
  ])("「%s」 after today's weather (no day said) asks about %s", (text, day) => {
    expect(route(text, weatherIn("Seoul"))).toEqual(weatherCall("Seoul", day));
  });

  it.each([
    ["再隔天呢", "day_after_tomorrow"],
    ["the day after that?", "day_after_tomorrow"],
    ["前一天呢", "today"],
    ["how about two days later", "tomorrow"],
    ["再過三天呢", "today"],
  ])("「%s」 after the weather for %s, past the three days forecast, is left to the model", (text, day) => {
    expect(route(text, weatherIn("台北", day))).toBeNull();
  });
});

describe("after the weather on a day, a day that is not counted from it", () => {
  it.each(["後天呢", "and the day after tomorrow?"])("「%s」 after today's weather is the day after tomorrow", (text) => {
    expect(route(text, weatherIn("台北", "today"))).toEqual(weatherCall("台北", "day_after_tomorrow"));
  });

  it.each(["隔壁呢", "what about the day I was born"])("「%s」 moves no day", (text) => {
    expect(route(text, weatherIn("台北", "today"))).not.toMatchObject({ args: { day: "tomorrow" } });
  });
});
