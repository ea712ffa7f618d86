import { normalizeText } from "../../../src/language/normalize-text";
import { BUILT_IN_SLOT_TYPES } from "../../../src/language/templates/built-in-slot-types";
import { TaggedSentence } from "../../../src/language/templates/tagged-sentence";

const context = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" };

/** The spans of `type` in `text`, as the text they cover and their values. */
function tags(type: string, text: string) {
  const sentence = new TaggedSentence(normalizeText(text), context);
  return sentence
    .spans(BUILT_IN_SLOT_TYPES[type])
    .map(({ start, end, value, doubtful }) => ({ text: sentence.text.slice(start, end), value, ...(doubtful ? { doubtful } : {}) }));
}

describe("tagging a sentence", () => {
  it("reads Chinese and Arabic numbers and English number words", () => {
    expect(tags("number", "幫我擲二十面骰")).toEqual([{ text: "二十", value: 20 }]);
    expect(tags("number", "兩萬五 and 3.5")).toEqual([
      { text: "兩萬五", value: 25000 },
      { text: "3.5", value: 3.5 },
    ]);
    expect(tags("integer", "roll a twenty sided die and 3.5")).toEqual([{ text: "twenty", value: 20 }]);
  });

  it("marks a number inside a name as doubtful", () => {
    expect(tags("number", "6號線幾點收班")).toEqual([{ text: "6", value: 6, doubtful: true }]);
    expect(tags("number", "A380")).toEqual([{ text: "380", value: 380, doubtful: true }]);
    expect(tags("number", "三個蘋果")).toEqual([{ text: "三", value: 3 }]);
  });

  it("reads times of day, with the day said before them", () => {
    expect(tags("time", "明天早上七點叫我起床")).toContainEqual({ text: "明天早上七點", value: { date: "2026-03-11", time: "07:00" } });
    expect(tags("time", "下午三點半開會")).toContainEqual({ text: "下午三點半", value: { date: "2026-03-10", time: "15:30" } });
    expect(tags("time", "wake me at 7:30 am")).toContainEqual({ text: "7:30 am", value: { date: "2026-03-11", time: "07:30" } });
  });

  it("reads dates, periods and ranges of days", () => {
    expect(tags("date", "下週五要做什麼")).toContainEqual({ text: "下週五", value: "2026-03-20" });
    expect(tags("date", "tomorrow")).toEqual([{ text: "tomorrow", value: "2026-03-11" }]);
    expect(tags("date", "月底")).toEqual([{ text: "月底", value: "2026-03-31" }]);
    expect(tags("period", "這個月咖啡")).toContainEqual({ text: "這個月", value: { start: "2026-03-01", end: "2026-03-31" } });
    expect(tags("period", "三月一號到三月五號")).toContainEqual({
      text: "三月一號到三月五號",
      value: { start: "2026-03-01", end: "2026-03-05" },
    });
    expect(tags("period", "今年以來")).toContainEqual({ text: "今年以來", value: { start: "2026-01-01", end: "2026-03-10" } });
  });

  it("reads currencies with the exchange-rate tool's words, and amounts of money", () => {
    expect(tags("currency", "100美金換台幣")).toEqual([
      { text: "美金", value: "USD" },
      { text: "台幣", value: "TWD" },
    ]);
    expect(tags("currency", "what is today in usd")).toEqual([{ text: "usd", value: "USD" }]);
    expect(tags("amount", "100美金換台幣")).toEqual([{ text: "100美金", value: { amount: 100, currency: "USD" } }]);
    expect(tags("amount", "花了300塊")).toEqual([{ text: "300塊", value: { amount: 300 } }]);
  });

  it("reads durations in seconds, ordinals and share codes", () => {
    expect(tags("duration", "一個半小時後")).toEqual([{ text: "一個半小時", value: 5400 }]);
    expect(tags("duration", "set a timer for 20 minutes")).toEqual([{ text: "20 minutes", value: 1200 }]);
    expect(tags("ordinal", "刪除第二個鬧鐘")).toEqual([{ text: "第二個", value: 2 }]);
    expect(tags("ordinal", "delete the third alarm")).toEqual([{ text: "third", value: 3 }]);
    expect(tags("share_code", "600519的股價")).toEqual([{ text: "600519", value: "600519" }]);
  });
});
