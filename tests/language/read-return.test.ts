import { readReturn, splitReturn } from "../../src/language/read-return";

describe("a turn that goes back to an earlier subject", () => {
  it.each([
    ["回到剛剛那個匯率 那日圓呢", "匯率 那日圓呢"],
    ["再回到天氣 後天呢", "天氣 後天呢"],
    ["好 說回股票", "股票"],
    ["我們回頭看新聞", "新聞"],
    ["回到之前查的月相", "月相"],
    ["go back to the weather, what about tomorrow", "weather, what about tomorrow"],
    ["ok let's get back to the exchange rate", "exchange rate"],
    ["back to stocks", "stocks"],
  ])("「%s」 goes back to 「%s」", (text, words) => {
    expect(readReturn(text)).toBe(words);
  });

  it.each(["我回來了", "go back", "I'm back", "天氣回到二十度"])("「%s」 goes back to nothing", (text) => {
    expect(readReturn(text)).toBeNull();
  });

  it.each([
    ["匯率 那日圓呢", /匯率|rates?/iu, "那日圓呢"],
    ["天氣", /天氣|weather/iu, ""],
    ["天氣的部分 後天呢", /天氣|weather/iu, "後天呢"],
    ["weather, what about tomorrow", /天氣|weather/iu, "what about tomorrow"],
    ["the weather and tomorrow?", /(?:the )?weather/iu, "and tomorrow?"],
  ])("「%s」 names the subject and asks 「%s」 of it", (words, topic, asked) => {
    expect(splitReturn(words, topic)).toBe(asked);
  });

  it.each([
    ["天氣預報員", /天氣|weather/iu],
    ["股票 那日圓呢", /匯率/iu],
    ["weatherman", /weather/iu],
  ])("「%s」 does not name that subject", (words, topic) => {
    expect(splitReturn(words, topic)).toBeNull();
  });
});
