import { financeTools, now } from "./finance-test-kit";

const { sum } = financeTools();
const context = { now, timeZone: "Asia/Taipei", locale: "zh-TW" as const };
const normalize = (args: Record<string, unknown>) => sum.normalize(args, context);

describe("normalize", () => {
  it("reads date_range words in the time zone", () => {
    expect(normalize({ date_range: "這個月" }).date_range).toEqual({ start_date: "2026-03-01", end_date: "2026-03-31" });
    expect(normalize({ date_range: "上个月" }).date_range).toEqual({ start_date: "2026-02-01", end_date: "2026-02-28" });
    expect(normalize({ period: "last month" }).date_range).toEqual({ start_date: "2026-02-01", end_date: "2026-02-28" });
    expect(normalize({ date_range: { start: "昨天", end: "今天" } }).date_range).toEqual({
      start_date: "2026-03-09",
      end_date: "2026-03-10",
    });
  });

  it("reads amounts with units, numeric strings and direction words", () => {
    expect(normalize({ min_amount: "NT$1,200", max_amount: "500元", limit: "20", direction: "支出" })).toEqual({
      min_amount: "1,200",
      max_amount: "500",
      limit: 20,
      direction: "DEBIT_ONLY",
    });
    expect(sum.validate(normalize({ min_amount: "NT$1,200" }))).toMatchObject({ success: true, args: { min_amount: "1200" } });
    expect(normalize({ direction: "credit_only" }).direction).toBe("CREDIT_ONLY");
  });

  it("drops empty values and leaves what it cannot read for validation", () => {
    expect(normalize({ search: " ", account_id: null, date_range: "" })).toEqual({});
    expect(normalize({ date_range: "很久以前" }).date_range).toBe("很久以前");
    expect(sum.validate(normalize({ date_range: "很久以前" })).success).toBe(false);
    expect(normalize({ direction: "constructor" }).direction).toBe("CONSTRUCTOR");
  });
});
