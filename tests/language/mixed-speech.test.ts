import { joinSpokenBursts, readMixedSpeech } from "../../src/language/mixed-speech";

describe("readMixedSpeech", () => {
  it.each([
    ["幫我set一個明天七點的alarm", "幫我設一個明天七點的鬧鐘"],
    ["check一下台北的weather", "查一下台北的天氣"],
    ["我的memo有哪些", "我的備忘錄有哪些"],
    ["今天moon phase是什麼", "今天月相是什麼"],
    ["幫我睇下聽日香港天氣", "幫我看一下明天香港天氣"],
    ["而家幾點", "現在幾點"],
    ["第二個備忘錄幫我刪咗佢", "第二個備忘錄幫我刪掉"],
    ["明天台北甘有要落雨", "明天台北會不會下雨"],
    ["幫我定個25分鐘的番茄鍾", "幫我定個25分鐘的計時器"],
    ["幫我 take a note 明天 meeting", "幫我 記一下 明天 meeting"],
    ["make a note 買牛奶", "記一下 買牛奶"],
  ])("%s → %s", (text, mandarin) => {
    expect(readMixedSpeech(text)).toBe(mandarin);
  });

  it.each(["set an alarm for seven", "what's the weather in Taipei", "我想settle down", "checklist是什麼", "現在幾點"])(
    "%s stays as it is",
    (text) => {
      expect(readMixedSpeech(text)).toBe(text);
    },
  );
});

describe("joinSpokenBursts", () => {
  it.each([
    ["鬧鐘 明天 七點 叫我", "鬧鐘明天七點叫我"],
    ["現在 幾點 幾點", "現在幾點"],
    ["計時 一分鐘 計時 一分鐘", "計時一分鐘"],
    ["幫我算一下 1280 打85折", "幫我算一下1280打85折"],
  ])("%s → %s", (text, joined) => {
    expect(joinSpokenBursts(text)).toBe(joined);
  });

  it.each(["現在幾點", "what time is it now"])("%s stays as it is", (text) => {
    expect(joinSpokenBursts(text)).toBe(text);
  });
});
