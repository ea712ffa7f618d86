import { DATE_WORD_PATTERN, PERIOD_RANGE_PATTERN, PERIOD_WORD_PATTERN, resolveDate, resolvePeriod } from "../../src/language/date-words";
import { normalizeText } from "../../src/language/normalize-text";

// Tuesday 2026-03-10, 09:00 in Taipei.
const clock = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" };

describe("resolveDate", () => {
  it.each([
    ["今天", "2026-03-10"],
    ["明天", "2026-03-11"],
    ["後天", "2026-03-12"],
    ["大後天", "2026-03-13"],
    ["昨天", "2026-03-09"],
    ["前天", "2026-03-08"],
    ["三天前", "2026-03-07"],
    ["2天後", "2026-03-12"],
    ["一週後", "2026-03-17"],
    ["3個月前", "2025-12-10"],
    ["2026-03-10", "2026-03-10"],
    ["2024/4/8", "2024-04-08"],
    ["2026年3月15日", "2026-03-15"],
    ["3月10號", "2026-03-10"],
    ["5號", "2026-03-05"],
    ["下個月5號", "2026-04-05"],
    ["下週五", "2026-03-20"],
    ["下周一", "2026-03-16"],
    ["這禮拜三", "2026-03-11"],
    ["上週五", "2026-03-06"],
    ["週日", "2026-03-15"],
    ["星期天", "2026-03-15"],
    ["週二", "2026-03-10"],
    ["明早", "2026-03-11"],
    ["today", "2026-03-10"],
    ["Tomorrow", "2026-03-11"],
    ["3 days ago", "2026-03-07"],
    ["in 2 weeks", "2026-03-24"],
    ["next Friday", "2026-03-20"],
    ["monday", "2026-03-16"],
    ["last friday", "2026-03-06"],
    ["March 15", "2026-03-15"],
    ["15 March 2024", "2024-03-15"],
    ["幫我記一下 週五要繳電費", "2026-03-13"],
    ["后天", "2026-03-12"],
  ])("%s → %s", (text, date) => {
    expect(resolveDate(normalizeText(text), clock)).toBe(date);
  });

  it("reads the day in the given time zone", () => {
    const lateUtc = { now: new Date("2026-03-10T20:00:00Z"), timeZone: "Asia/Taipei" };
    expect(resolveDate("今天", lateUtc)).toBe("2026-03-11");
    expect(resolveDate("今天", { ...lateUtc, timeZone: "America/New_York" })).toBe("2026-03-10");
  });

  it.each(["2月30日", "你好", "鬧鐘是誰發明的", "", "嫦娥六號", "搭6號線", "sz000001號"])("finds no day in %p", (text) => {
    expect(resolveDate(text, clock)).toBeNull();
  });
});

describe("resolvePeriod", () => {
  it.each([
    ["今天", "2026-03-10", "2026-03-10"],
    ["昨天", "2026-03-09", "2026-03-09"],
    ["本週", "2026-03-09", "2026-03-15"],
    ["這週", "2026-03-09", "2026-03-15"],
    ["這禮拜", "2026-03-09", "2026-03-15"],
    ["上週", "2026-03-02", "2026-03-08"],
    ["上禮拜", "2026-03-02", "2026-03-08"],
    ["本月", "2026-03-01", "2026-03-31"],
    ["這個月", "2026-03-01", "2026-03-31"],
    ["上個月", "2026-02-01", "2026-02-28"],
    ["今年", "2026-01-01", "2026-12-31"],
    ["去年", "2025-01-01", "2025-12-31"],
    ["前年", "2024-01-01", "2024-12-31"],
    ["三天前", "2026-03-07", "2026-03-07"],
    ["3天後", "2026-03-13", "2026-03-13"],
    ["最近7天", "2026-03-04", "2026-03-10"],
    ["最近一週", "2026-03-04", "2026-03-10"],
    ["過去3個月", "2025-12-11", "2026-03-10"],
    ["2020年", "2020-01-01", "2020-12-31"],
    ["2020", "2020-01-01", "2020-12-31"],
    ["2024年3月", "2024-03-01", "2024-03-31"],
    ["今年1月", "2026-01-01", "2026-01-31"],
    ["12月", "2025-12-01", "2025-12-31"],
    ["2024-03", "2024-03-01", "2024-03-31"],
    ["上週五", "2026-03-06", "2026-03-06"],
    ["這週一共花了多少", "2026-03-09", "2026-03-15"],
    ["上週一起吃飯的錢", "2026-03-02", "2026-03-08"],
    ["下週一下午", "2026-03-16", "2026-03-16"],
    ["找一下2020年火星探測的新聞", "2020-01-01", "2020-12-31"],
    ["this week", "2026-03-09", "2026-03-15"],
    ["last week", "2026-03-02", "2026-03-08"],
    ["this month", "2026-03-01", "2026-03-31"],
    ["last month", "2026-02-01", "2026-02-28"],
    ["this year", "2026-01-01", "2026-12-31"],
    ["last year", "2025-01-01", "2025-12-31"],
    ["5 days ago", "2026-03-05", "2026-03-05"],
    ["last 7 days", "2026-03-04", "2026-03-10"],
    ["in 2020", "2020-01-01", "2020-12-31"],
    ["March 2024", "2024-03-01", "2024-03-31"],
    ["上周", "2026-03-02", "2026-03-08"],
    ["这个月", "2026-03-01", "2026-03-31"],
    ["上个月", "2026-02-01", "2026-02-28"],
    ["这礼拜", "2026-03-09", "2026-03-15"],
    ["去年一整年", "2025-01-01", "2025-12-31"],
    ["今年全年", "2026-01-01", "2026-12-31"],
    ["這個月一共花了多少", "2026-03-01", "2026-03-31"],
    ["去年一共賺了多少", "2025-01-01", "2025-12-31"],
    ["這個月一號", "2026-03-01", "2026-03-01"],
  ])("%s → %s … %s", (text, start, end) => {
    expect(resolvePeriod(normalizeText(text), clock)).toEqual({ start, end });
  });

  it.each(["100 USD", "你好", "最近有什麼太空新聞"])("finds no period in %p", (text) => {
    expect(resolvePeriod(normalizeText(text), clock)).toBeNull();
  });
});

describe("patterns", () => {
  it("match inside a phrase and have no capturing groups", () => {
    expect(new RegExp(`^(${PERIOD_WORD_PATTERN})的交易$`).exec("上個月的交易")?.[1]).toBe("上個月");
    expect(new RegExp(`^(${DATE_WORD_PATTERN})的月相$`).exec("明天的月相")?.[1]).toBe("明天");
    expect(new RegExp(`${DATE_WORD_PATTERN}|${PERIOD_WORD_PATTERN}|`).exec("")?.length).toBe(1);
  });
});

describe("resolvePeriod reads a range as one span", () => {
  it.each([
    ["二月一號到二月十五號", "2026-02-01", "2026-02-15"],
    ["二月一號到十五號", "2026-02-01", "2026-02-15"],
    ["3月1号到3月5号", "2026-03-01", "2026-03-05"],
    ["三月一號到今天", "2026-03-01", "2026-03-10"],
    ["從三月一號到現在為止", "2026-03-01", "2026-03-10"],
    ["三月一號至今", "2026-03-01", "2026-03-10"],
    ["今年到現在", "2026-01-01", "2026-03-10"],
    ["今年以來", "2026-01-01", "2026-03-10"],
    ["從上個月開始", "2026-02-01", "2026-03-10"],
    ["上週一到週三", "2026-03-02", "2026-03-04"],
    ["一月到三月", "2026-01-01", "2026-03-31"],
    ["2026-03-01到2026-03-05", "2026-03-01", "2026-03-05"],
    ["from March 1 to March 5", "2026-03-01", "2026-03-05"],
    ["between March 1 and March 5", "2026-03-01", "2026-03-05"],
    ["since last month", "2026-02-01", "2026-03-10"],
    ["so far this year", "2026-01-01", "2026-03-10"],
    ["this month so far", "2026-03-01", "2026-03-10"],
    ["year to date", "2026-01-01", "2026-03-10"],
  ])("%s → %s … %s", (text, start, end) => {
    expect(resolvePeriod(normalizeText(text), clock)).toEqual({ start, end });
  });

  // Read as its first day, a range it cannot read would be a wrong answer.
  it.each(["二月一號到十五日", "三月到一月", "上個月到日本玩", "last month to Japan", "between March 1 and 5"])(
    "finds no period in %p",
    (text) => {
      expect(resolvePeriod(normalizeText(text), clock)).toBeNull();
    },
  );

  it("has a pattern with no capturing groups", () => {
    expect(new RegExp(`^(${PERIOD_RANGE_PATTERN})的交易$`).exec("二月一號到二月十五號的交易")?.[1]).toBe("二月一號到二月十五號");
  });
});

describe("a month and day without a year at the turn of the year", () => {
  // 28 December 2026, evening in Taipei.
  const yearEnd = { now: new Date("2026-12-28T12:00:00Z"), timeZone: "Asia/Taipei" };

  it.each([
    ["一月五號", "2027-01-05"],
    ["1月20日", "2027-01-20"],
    ["January 10th", "2027-01-10"],
    // Further than a month ahead, or said with its year, it is this year's.
    ["三月八號", "2026-03-08"],
    ["12月24號", "2026-12-24"],
    ["2026年1月5日", "2026-01-05"],
  ])("%s → %s", (text, date) => {
    expect(resolveDate(text, yearEnd)).toBe(date);
  });

  it("in March, January is this year's", () => {
    expect(resolveDate("一月五號", clock)).toBe("2026-01-05");
  });
});

describe("a weekend and a month/day written with a slash", () => {
  // Sunday 2026-03-15, evening in Taipei.
  const sunday = { now: new Date("2026-03-15T12:30:00Z"), timeZone: "Asia/Taipei" };

  it.each([
    ["這個週末", { start: "2026-03-14", end: "2026-03-15" }],
    ["本周末一共花了多少", { start: "2026-03-14", end: "2026-03-15" }],
    ["上禮拜末", { start: "2026-03-07", end: "2026-03-08" }],
    ["下週末的行程", { start: "2026-03-21", end: "2026-03-22" }],
    ["last weekend", { start: "2026-03-07", end: "2026-03-08" }],
    ["This weekend", { start: "2026-03-14", end: "2026-03-15" }],
  ])("%s is Saturday and Sunday of that week", (text, span) => {
    expect(resolvePeriod(text, sunday)).toEqual(span);
  });

  it("這週 without 末 is still the whole week, and a bare 週末 (the last one or the next?) no period", () => {
    expect(resolvePeriod("這週花了多少", sunday)).toEqual({ start: "2026-03-09", end: "2026-03-15" });
    expect(resolvePeriod("週末", sunday)).toBeNull();
    expect(resolvePeriod("the weekend", sunday)).toBeNull();
  });

  it.each([
    ["4/2", "2026-04-02"],
    ["12/25的行程", "2026-12-25"],
    ["on 04/09 at noon", "2026-04-09"],
    ["從1/3", "2026-01-03"],
  ])("%s is a month and a day", (text, date) => {
    expect(resolveDate(text, clock)).toBe(date);
  });

  it.each(["4/2等於多少", "12/25+1", "8/4*3", "1.5/3", "13/4", "4/32", "2/3分之一", "10/4/2", "50/50"])("%s is no date", (text) => {
    expect(resolveDate(text, clock)).toBeNull();
  });

  it("a range of slash dates is one span", () => {
    expect(resolvePeriod("2/1到2/14", clock)).toEqual({ start: "2026-02-01", end: "2026-02-14" });
  });

  it("a bare N號 after a verb of looking is a day", () => {
    expect(resolveDate("列出二十號", clock)).toBe("2026-03-20");
    expect(resolveDate("查8號", clock)).toBe("2026-03-08");
  });
});
