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
  dataDir = mkdtempSync(join(tmpdir(), "moon-dialogue-"));
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const localeOf = (text: string): Locale => (/[a-z]/i.test(text) ? "en" : /[后过两]/u.test(text) ? "zh-CN" : "zh-TW");
const route = (text: string, context: DialogueContext) =>
  routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale: localeOf(text), context });
const moonOn = (date_str?: string): DialogueContext => ({
  last: { tool: "get_moon_phase", args: date_str === undefined ? {} : { date_str }, success: true, reply: "…", at: before },
});
const moonCall = (date_str: string) => ({ kind: "call", tool: "get_moon_phase", args: { date_str }, via: "follow-up" });

describe("after the moon on a day, another day counted from it", () => {
  it.each([
    "and the day after that?",
    "what about the day after?",
    "the next day?",
    "and the following day",
    "and the day after?",
    "再隔天呢",
    "隔天呢",
    "那後一天呢",
    "再下一天呢",
    "再過一天呢",
    "再後一天",
    "那再隔一天呢",
    "后一天呢",
    "那再过一天呢",
    "再隔天的月相呢",
  ])("「%s」 after 20 April asks about 21 April", (text) => {
    expect(route(text, moonOn("2026-04-20"))).toEqual(moonCall("2026-04-21"));
  });

  it.each(["and the day before?", "the previous day?", "前一天呢", "那再前一天呢"])("「%s」 after 20 April asks about 19 April", (text) => {
    expect(route(text, moonOn("2026-04-20"))).toEqual(moonCall("2026-04-19"));
  });

  it.each([
    ["how about two days later", "2026-04-22"],
    ["再過兩天呢", "2026-04-22"],
    ["and three days earlier?", "2026-04-17"],
  ])("「%s」 after 20 April asks about %s", (text, date) => {
    expect(route(text, moonOn("2026-04-20"))).toEqual(moonCall(date));
  });

  it.each([
    ["隔天呢", "2026-04-30", "2026-05-01"],
    ["前一天呢", "2026-03-01", "2026-02-28"],
    ["the day after", "2026-12-31", "2027-01-01"],
  ])("「%s」 after %s crosses into %s", (text, last, date) => {
    expect(route(text, moonOn(last))).toEqual(moonCall(date));
  });

  it("counts from today when the last question named no day", () => {
    expect(route("隔天呢", moonOn())).toEqual(moonCall("2026-03-11"));
  });
});

describe("after the moon on a day, a day that is not counted from it", () => {
  it.each(["and the day after tomorrow?", "後天呢", "后天呢"])("「%s」 is the day after today, 12 March", (text) => {
    expect(route(text, moonOn("2026-04-20"))).toEqual(moonCall("2026-03-12"));
  });

  it.each([
    "隔壁呢",
    "the day I was born",
    "what about the day I was born",
    "那前兩天呢",
    "隔天早上的滿月呢",
    // Another tool's question that names a day, right after the moon.
    "明天幾點",
    "friday weather",
    "下週五的天氣呢",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text, moonOn("2026-04-20"))).toBeNull();
  });

  it.each(["那明天天氣呢", "明天天氣咧"])("「%s」 asks which city's weather, not the moon", (text) => {
    expect(route(text, moonOn("2026-04-20"))).toMatchObject({ kind: "ask", tool: "get_weather", slot: "city" });
  });

  it.each([
    ["那三月二十號呢", "2026-03-20"],
    ["明天晚上呢", "2026-03-11"],
    ["那十五號的晚上呢", "2026-03-15"],
    ["what about saturday night", "2026-03-14"],
    ["and on friday?", "2026-03-13"],
  ])("「%s」 asks about %s", (text, date) => {
    expect(route(text, moonOn("2026-04-20"))).toEqual(moonCall(date));
  });

  it("'the day after tomorrow' said alone is never the day after the last one", () => {
    expect(route("the day after tomorrow", moonOn("2026-04-20"))).not.toMatchObject({ args: { date_str: "2026-04-21" } });
  });
});

describe("after when a phase next comes, another phase", () => {
  const fullMoonAsked: DialogueContext = {
    last: { tool: "get_moon_phase", args: { phase: "Full Moon" }, success: true, reply: "…", at: before },
  };
  it.each([
    ["那新月呢", "New Moon"],
    ["下弦月呢", "Last Quarter"],
    ["那下一次上弦月呢", "First Quarter"],
    ["what about the new moon", "New Moon"],
    ["and the first quarter?", "First Quarter"],
  ])("「%s」 asks when the next %s is", (text, phase) => {
    expect(route(text, fullMoonAsked)).toEqual({ kind: "call", tool: "get_moon_phase", args: { phase }, via: "follow-up" });
  });

  it.each(["那滿月呢", "那藍月呢"])("「%s」 asks no other phase", (text) => {
    expect(route(text, fullMoonAsked)).not.toMatchObject({ kind: "call", tool: "get_moon_phase", args: { phase: expect.any(String) } });
  });

  it("「那新月呢」 after the moon of a day is no question of when", () => {
    expect(route("那新月呢", moonOn("2026-04-20"))).toBeNull();
  });
});
