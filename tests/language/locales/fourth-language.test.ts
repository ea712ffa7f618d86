import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ToolRegistry } from "../../../src/core/tool-registry";
import type * as DateWords from "../../../src/language/date-words";
import type { LocaleDefinition } from "../../../src/language/locales/locale-definition";
import type { LocaleWords } from "../../../src/language/locales/locale-words";
import type * as Registered from "../../../src/language/locales/registered-locales";
import type * as NumberWords from "../../../src/language/number-words";
import type * as PeriodSlot from "../../../src/language/templates/period-slot";
import type * as TimeOfDay from "../../../src/language/time-of-day";
import type * as RouteLocally from "../../../src/routing/route-locally";

// A fourth language brought as a contributor would: one folder-like object (Esperanto's number, day,
// time, duration and range words and its spelling, written with the same helpers a locale folder uses) and one more line in
// the registered list. Nothing else of the library is touched.
async function esperantoFolder(): Promise<LocaleDefinition<"eo">> {
  const { wordRule } = await import("../../../src/language/word-rule");
  const NUMBERS: Record<string, number> = { unu: 1, du: 2, tri: 3, kvar: 4, kvin: 5, ses: 6, sep: 7, ok: 8, dek: 10 };
  const DAYS: Record<string, number> = { hieraŭ: -1, hodiaŭ: 0, morgaŭ: 1, postmorgaŭ: 2 };
  const words: LocaleWords = {
    numbers: {
      pattern: `\\b(?:${Object.keys(NUMBERS).join("|")})\\b`,
      parse: (text: string) => NUMBERS[text.toLowerCase()] ?? null,
    },
    dateRules: () => [
      wordRule("\\b(?<day>hieraŭ|hodiaŭ|postmorgaŭ|morgaŭ)", (groups, today) => today.plus({ days: DAYS[groups.day ?? ""] ?? 0 })),
    ],
    times: ({ pattern }: { pattern: string }) => ({
      clocks: [`\\bje\\s+(?:la\\s+)?(?<hour>${pattern})(?:a)?\\s+horo`],
      fromNow: `\\bpost\\s+(?<amount>${pattern})\\s+(?<unit>horoj|minutoj)`,
      unitMinutes: { horoj: 60 },
    }),
    durations: ({ pattern }: { pattern: string }) => ({
      part: `(?<amount>${pattern})\\s+(?<unit>minutoj|sekundoj)`,
      unitSeconds: { minutoj: 60, sekundoj: 1 },
    }),
    templateRules: { please: "bonvolu" },
    // 「de hieraŭ ĝis morgaŭ」 'from yesterday to tomorrow'.
    ranges: { spacedLeads: "de", spacedJoiners: "ĝis" },
    // Written without its letters, as the x-system does: morgaux is morgaŭ.
    normalize: { spell: (text: string) => text.replace(/\b(hiera|hodia|morga)ux\b/gu, "$1ŭ") },
  };
  const esperanto: LocaleDefinition<"eo"> = {
    code: "eo",
    replyLanguage: "Esperanto",
    dateLocale: "eo",
    wordSeparator: " ",
    han: false,
    fromMessage: (text: { en: string }) => text.en,
    toScript: (text: string) => text,
    defaults: { timeZone: "Europe/Warsaw", currency: "EUR" },
    words,
  };
  return esperanto;
}

const REGISTERED = "../../../src/language/locales/registered-locales";

const now = new Date("2026-03-10T01:00:00Z");
const context = { now, timeZone: "Asia/Taipei" };
const dataDir = mkdtempSync(join(tmpdir(), "fourth-language-"));
let registry: ToolRegistry;
let parseNumber: typeof NumberWords.parseNumber;
let resolveDate: typeof DateWords.resolveDate;
let resolvePeriod: typeof DateWords.resolvePeriod;
let findPeriods: NonNullable<typeof PeriodSlot.PERIOD_SLOT.find>;
let resolveTime: typeof TimeOfDay.resolveTime;
let routeLocally: typeof RouteLocally.routeLocally;

// The library loaded afresh with the one line added: the registered list with the new language at its
// end. Test files share their modules (isolate: false), so the list is put back and the library
// loaded afresh again afterwards.
beforeAll(async () => {
  const esperanto = await esperantoFolder();
  vi.resetModules();
  vi.doMock(REGISTERED, async (importOriginal) => {
    const original = await importOriginal<typeof Registered>();
    return { REGISTERED_LOCALES: [...original.REGISTERED_LOCALES, esperanto] };
  });
  ({ parseNumber } = await import("../../../src/language/number-words"));
  ({ resolveDate, resolvePeriod } = await import("../../../src/language/date-words"));
  const { PERIOD_SLOT } = await import("../../../src/language/templates/period-slot");
  findPeriods = PERIOD_SLOT.find ?? (() => []);
  ({ resolveTime } = await import("../../../src/language/time-of-day"));
  ({ routeLocally } = await import("../../../src/routing/route-locally"));
  const { loadSettings } = await import("../../../src/core/settings");
  const { createDefaultRegistry } = await import("../../../src/tools/create-default-registry");
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => {
  vi.doUnmock(REGISTERED);
  vi.resetModules();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a fourth language from its folder and one line", () => {
  it("reads its numbers, days and times where the library reads words", () => {
    expect(parseNumber("kvin")).toBe(5);
    expect(resolveDate("morgaŭ", context)).toBe("2026-03-11");
    expect(resolveTime("morgaŭ je la sep horo", context)).toEqual({ date: "2026-03-11", time: "07:00" });
    expect(resolveTime("post dek minutoj", context)).toEqual({ date: "2026-03-10", time: "09:10" });
  });

  it("reads its ranges of days and its own spelling", () => {
    expect(resolvePeriod("de hieraŭ ĝis morgaŭ", context)).toEqual({ start: "2026-03-09", end: "2026-03-11" });
    expect(findPeriods("de hieraŭ ĝis morgaŭ", context)).toContainEqual({
      start: 0,
      end: 20,
      value: { start: "2026-03-09", end: "2026-03-11" },
    });
    expect(resolveDate("morgaux", context)).toBe("2026-03-11");
  });

  it("routes a sentence said with its words", () => {
    // The moon phase's English template takes a {date:date} slot; 「morgaŭ」 is a day only in the new language's words.
    expect(routeLocally("moon phase morgaŭ", { registry, now, timeZone: "Asia/Taipei" })).toEqual({
      tool: "get_moon_phase",
      args: { date_str: "2026-03-11" },
    });
  });

  it("keeps the languages it joined", () => {
    expect(parseNumber("兩萬五")).toBe(25000);
    expect(resolveDate("next friday", context)).toBe("2026-03-20");
    expect(resolvePeriod("二月一號到十五號", context)).toEqual({ start: "2026-02-01", end: "2026-02-15" });
    expect(resolvePeriod("since last monday", context)).toEqual({ start: "2026-03-09", end: "2026-03-10" });
    expect(resolveTime("明天早上七點", context)).toEqual({ date: "2026-03-11", time: "07:00" });
  });
});
