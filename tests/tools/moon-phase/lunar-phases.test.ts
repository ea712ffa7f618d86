import { MOON_PHASE_YEARS, moonPhaseOn, moonPhases } from "../../../src/index";
import { readJsonFixture } from "../../support/fixture-server";

interface PublishedPhase {
  utc: string;
  phase: string;
}

const published = readJsonFixture<PublishedPhase[]>("usno/moon-phases-2024.json");
const TWO_MINUTES = 2 * 60_000;

describe("moonPhases", () => {
  const computed = moonPhases(2024);

  it("lists the 50 primary phases of 2024, in USNO's order", () => {
    expect(computed).toHaveLength(50);
    expect(computed.map((event) => event.phase)).toEqual(published.map((event) => event.phase));
  });

  it.each(published.map((event, index) => [event.phase, event.utc, index] as const))(
    "%s at %s is within two minutes of USNO",
    (_phase, utc, index) => {
      expect(Math.abs(computed[index].utc.getTime() - Date.parse(utc))).toBeLessThanOrEqual(TWO_MINUTES);
    },
  );

  it.each([
    ["Full Moon", "2025-02-12T13:53Z"],
    ["New Moon", "2025-06-25T10:31Z"],
    ["Full Moon", "2025-11-05T13:19Z"],
  ])("matches USNO's %s of %s, one of the events other tables round differently", (phase, utc) => {
    const event = moonPhases(2025).find((candidate) => Math.abs(candidate.utc.getTime() - Date.parse(utc)) < 12 * 3_600_000);
    expect(event?.phase).toBe(phase);
    expect(Math.abs((event?.utc.getTime() ?? 0) - Date.parse(utc))).toBeLessThanOrEqual(TWO_MINUTES);
  });

  it("counts 49 phases in 2025 and covers USNO's whole range of years", () => {
    expect(moonPhases(2025)).toHaveLength(49);
    expect(moonPhases(1700).length).toBeGreaterThanOrEqual(49);
    expect(moonPhases(2100).length).toBeGreaterThanOrEqual(49);
  });

  it("answers every year it is valid for, 1583 to 3000, each within its own year", () => {
    expect(MOON_PHASE_YEARS).toEqual({ first: 1583, last: 3000 });
    for (const year of [1583, 1900, 1999, 3000]) {
      const phases = moonPhases(year);
      expect(phases.length).toBeGreaterThanOrEqual(48);
      expect(phases.every((event) => event.utc.getUTCFullYear() === year)).toBe(true);
    }
  });

  it.each([0, 98, 99, -1, 1582, 3001, 1900.5, Number.NaN, Number.POSITIVE_INFINITY, 1e9])(
    "throws a RangeError for the year %p, naming the years it takes",
    (year) => {
      expect(() => moonPhases(year)).toThrow(RangeError);
      expect(() => moonPhases(year)).toThrow(
        `moonPhases: the year must be a whole number from 1583 to 3000 (the years the computation is valid for), got ${year}.`,
      );
    },
  );
});

describe("moonPhaseOn", () => {
  const at = (iso: string, timeZone = "UTC") => moonPhaseOn(new Date(iso), { timeZone });

  it("throws a clear RangeError for an invalid Date or a moment outside the years it is valid for", () => {
    expect(() => moonPhaseOn(new Date(Number.NaN))).toThrow(new RangeError("moonPhaseOn: expected a valid Date, got an invalid Date."));
    expect(() => at("1000-06-01T00:00:00Z")).toThrow(
      new RangeError("moonPhaseOn: 1000-06-01T00:00:00.000Z is outside the years the computation is valid for, 1583 to 3000."),
    );
    expect(at("1583-01-10T00:00:00Z").date).toBe("1583-01-10");
  });

  it("names the eight phases through one lunation (UTC days)", () => {
    expect(
      [
        at("2024-04-08T12:00:00Z"),
        at("2024-04-12T12:00:00Z"),
        at("2024-04-15T12:00:00Z"),
        at("2024-04-20T12:00:00Z"),
        at("2024-04-23T12:00:00Z"),
        at("2024-04-28T12:00:00Z"),
        at("2024-05-01T12:00:00Z"),
        at("2024-05-04T12:00:00Z"),
      ].map((moon) => [moon.phase_name_en, moon.phase_name_zh]),
    ).toEqual([
      ["New Moon", "新月"],
      ["Waxing Crescent", "眉月"],
      ["First Quarter", "上弦月"],
      ["Waxing Gibbous", "盈凸月"],
      ["Full Moon", "滿月"],
      ["Waning Gibbous", "虧凸月"],
      ["Last Quarter", "下弦月"],
      ["Waning Crescent", "殘月"],
    ]);
  });

  it("names a primary phase on the day it happens in the time zone", () => {
    // The new moon of 2024-04-08 18:21 UTC is 04-09 02:21 in Taipei.
    expect(at("2024-04-08T04:00:00Z", "Asia/Taipei").phase_name_en).toBe("Waning Crescent");
    expect(at("2024-04-09T04:00:00Z", "Asia/Taipei").phase_name_en).toBe("New Moon");
    expect(at("2024-04-08T04:00:00Z", "America/New_York").phase_name_en).toBe("New Moon");
  });

  it("gives the lit fraction, the age and the primary phases on either side", () => {
    const newMoon = at("2024-04-08T18:21:00Z");
    const fullMoon = at("2024-04-23T23:49:00Z");
    const quarter = at("2024-04-15T19:13:00Z");
    expect(newMoon.illumination).toBeLessThan(0.01);
    expect(fullMoon.illumination).toBeGreaterThan(0.99);
    expect(quarter.illumination).toBeCloseTo(0.5, 1);
    expect(fullMoon.age_days).toBeCloseTo(15.23, 1);
    expect(at("2024-04-23T12:00:00Z").previous_phase.phase).toBe("First Quarter");
    expect(at("2024-04-20T12:00:00Z").next_phase).toEqual({ phase: "Full Moon", utc: expect.any(Date) });
  });
});
