import { normalizeText } from "../../src/language/normalize-text";

describe("normalizeText", () => {
  it("converts Simplified to Traditional and drops trailing punctuation", () => {
    expect(normalizeText("北京明天会下雨吗？")).toBe("北京明天會下雨嗎");
    expect(normalizeText("下周一下午3点")).toBe("下週一下午3點");
  });

  it("makes full-width characters half-width and collapses white space", () => {
    expect(normalizeText("  １００　美金   換台幣！！ ")).toBe("100 美金 換台幣");
    expect(normalizeText("ＡＢＣ")).toBe("ABC");
    expect(normalizeText("👍 明天早上七點叫我起床😀❤️")).toBe("明天早上七點叫我起床");
  });

  it("writes spoken 啥 and 咋樣 as 什麼 and 怎麼樣 and drops 到底", () => {
    expect(normalizeText("上海今天天气咋样")).toBe("上海今天天氣怎麼樣");
    expect(normalizeText("3月19号月亮啥样")).toBe("3月19號月亮什麼樣");
    expect(normalizeText("备忘录里写了啥")).toBe("備忘錄裡寫了什麼");
    expect(normalizeText("今年飲料到底花了多少錢")).toBe("今年飲料花了多少錢");
  });

  it("writes a question's last 嘞 as 呢, and keeps the 嘞 of 好嘞 and 得嘞", () => {
    expect(normalizeText("今晚的月亮是什么样子嘞")).toBe("今晚的月亮是什麼樣子呢");
    expect(normalizeText("那十五号嘞？")).toBe("那十五號呢");
    expect(normalizeText("好嘞")).toBe("好嘞");
    expect(normalizeText("得嘞")).toBe("得嘞");
    expect(normalizeText("嘞嘞车")).toBe("嘞嘞車");
  });

  it("drops the space between a number and its unit", () => {
    expect(normalizeText("找一下 2020 年火星探測的新聞")).toBe("找一下 2020年火星探測的新聞");
    expect(normalizeText("下午 3 點 30 分")).toBe("下午 3點30分");
    expect(normalizeText("100 美金")).toBe("100 美金");
  });

  it("writes 臺 as 台 whichever script came in", () => {
    expect(normalizeText("臺北天氣如何")).toBe("台北天氣如何");
    expect(normalizeText("台北天气")).toBe("台北天氣");
  });

  it("keeps brackets, letter case and inner punctuation", () => {
    expect(normalizeText("幫我算 (3+5)*12")).toBe("幫我算 (3+5)*12");
    expect(normalizeText("look up Alan Turing on Wikipedia.")).toBe("look up Alan Turing on Wikipedia");
  });
});
