import { readDayShift } from "../../src/language/read-day-shift";

describe("a shift of the day last asked about", () => {
  it.each([
    // The next day, in zh-TW first, then zh-CN and English.
    ["再隔天", 1],
    ["隔天", 1],
    ["後一天", 1],
    ["再下一天", 1],
    ["再過一天", 1],
    ["再後一天", 1],
    ["再隔一天", 1],
    ["第二天", 1],
    ["次日", 1],
    ["后一天", 1],
    ["再过一天", 1],
    ["the day after that", 1],
    ["the day after", 1],
    ["The next day", 1],
    ["the following day", 1],
    ["a day later", 1],
    // The day before.
    ["前一天", -1],
    ["再前一天", -1],
    ["往前一天", -1],
    ["the day before", -1],
    ["the previous day", -1],
    ["the day before that", -1],
    // More than one day.
    ["再過兩天", 2],
    ["晚三天", 3],
    ["往前推兩天", -2],
    ["two days later", 2],
    ["3 days after that", 3],
    ["two days earlier", -2],
  ])("「%s」 moves it by %i", (text, days) => {
    expect(readDayShift(text)).toBe(days);
  });

  it.each([
    // Dates of their own, not counted from the last one.
    "後天",
    "后天",
    "前天",
    "the day after tomorrow",
    "the day before yesterday",
    "tomorrow",
    // A few days ago, the coming days: not one day's shift.
    "前兩天",
    "後兩天",
    // No day at all, or more than the day.
    "隔壁",
    "the day I was born",
    "the day after the party",
    "隔天早上",
    "隔天的行程",
  ])("「%s」 is no shift", (text) => {
    expect(readDayShift(text)).toBeNull();
  });
});
