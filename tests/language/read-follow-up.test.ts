import { normalizeText } from "../../src/language/normalize-text";
import { readFollowUp } from "../../src/language/read-follow-up";

const read = (text: string) => readFollowUp(normalizeText(text));

describe("a follow-up that moves the day", () => {
  it.each([
    ["and the day after that?", "the day after that"],
    ["what about the day after?", "the day after"],
    ["the next day?", "the next day"],
    ["and the day before?", "the day before"],
    ["and the following day", "the following day"],
    ["and then the day after", "the day after"],
    ["how about two days later", "two days later"],
    ["再隔天呢", "再隔天"],
    ["隔天呢", "隔天"],
    ["那後一天呢", "後一天"],
    ["前一天呢", "前一天"],
    ["再下一天呢", "再下一天"],
    ["再過一天呢", "再過一天"],
    ["再後一天", "再後一天"],
    ["后一天呢", "後一天"],
    ["那再隔一天呢", "再隔一天"],
    ["那再过两天", "再過兩天"],
  ])("「%s」 leaves 「%s」 for the last tool", (text, fragment) => {
    expect(read(text)).toEqual({ fragment, change: false });
  });

  it("'and the day after tomorrow?' asks about that date", () => {
    expect(read("and the day after tomorrow?")).toEqual({ fragment: "the day after tomorrow", change: false });
  });

  it.each(["the day after tomorrow", "the day I was born", "再後一天的行程", "the next day I'm free"])(
    "「%s」 said alone is no follow-up",
    (text) => {
      expect(read(text)).toBeNull();
    },
  );
});

describe("a follow-up that changes the last request", () => {
  it.each([
    ["make it 500", "500"],
    ["make that 400", "400"],
    ["ok make that three hundred please", "three hundred"],
    ["change it to tomorrow", "tomorrow"],
  ])("「%s」 changes it to 「%s」", (text, fragment) => {
    expect(read(text)).toEqual({ fragment, change: true });
  });
});

describe("a follow-up said as a what-if", () => {
  it.each([
    ["what if it's 500", "500"],
    ["if 300 euros", "300 euros"],
    ["and what if Osaka?", "Osaka"],
    ["if 500 leh", "500"],
  ])("「%s」 asks again with 「%s」", (text, fragment) => {
    expect(read(text)).toEqual({ fragment, change: false });
  });

  it.each(["if it rains tomorrow wake me up at six", "what if I forget to take my pills"])("「%s」 is no follow-up", (text) => {
    expect(read(text)).toBeNull();
  });
});

describe("a what-if in Chinese", () => {
  it.each([
    ["如果換五萬呢", "五萬"],
    ["那如果換成日幣呢", "日幣"],
  ])("「%s」 asks again with 「%s」", (text, fragment) => {
    expect(read(text)).toEqual({ fragment, change: false });
  });
});

describe("a follow-up said with then", () => {
  it.each([
    ["then KL leh", "KL"],
    ["then Busan?", "Busan"],
  ])("「%s」 asks the same of 「%s」", (text, fragment) => {
    expect(read(text)).toEqual({ fragment, change: false });
  });

  it("「then what」 asks nothing of the last request", () => {
    expect(read("then what")).toBeNull();
  });
});

describe("and, as it is texted", () => {
  it.each([
    ["n kaohsiung?", "kaohsiung"],
    ["n tomorrow", "tomorrow"],
  ])("「%s」 asks about %s", (text, fragment) => {
    expect(readFollowUp(normalizeText(text))).toEqual({ fragment, change: false });
  });

  it.each(["n", "no kaohsiung", "new york?"])("「%s」 is no texted and", (text) => {
    expect(readFollowUp(text)?.fragment).not.toBe("kaohsiung");
    expect(readFollowUp(text)?.fragment).not.toBe("york");
  });
});
