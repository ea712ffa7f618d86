import {
  applySelfCorrections,
  dropRestarts,
  readSpokenForm,
  writeSpokenDates,
  writeSpokenFigures,
} from "../../src/language/spoken-corrections";

describe("applySelfCorrections", () => {
  it.each([
    ["設一個明天早上七點 不對 七點半的鬧鐘", "設一個明天早上七點半的鬧鐘"],
    ["設七點不對七點半的鬧鐘", "設七點半的鬧鐘"],
    ["五百 不對 八百歐元換台幣是多少", "八百歐元換台幣是多少"],
    ["計時五分鐘 不是 八分鐘", "計時八分鐘"],
    ["三千塊,我是說三千五的晚餐", "三千五的晚餐"],
    ["set an alarm for six no seven tomorrow morning", "set an alarm for seven tomorrow morning"],
    ["a timer for 5 minutes sorry 8 minutes", "a timer for 8 minutes"],
    ["convert 20 I mean 30 dollars to yen", "convert 30 dollars to yen"],
    // A sound of hesitation before the marker.
    ["明天早上七點 呃不對 六點半叫我起床", "明天早上六點半叫我起床"],
    ["一千 嗯 不對 兩千日幣換台幣", "兩千日幣換台幣"],
    ["set an alarm for six uh no seven", "set an alarm for seven"],
  ])("%s → %s", (text, meant) => {
    expect(applySelfCorrections(text)).toBe(meant);
  });

  it.each(["1加1不是2嗎", "今天不是禮拜五嗎", "三點不是四點", "我不是說過了嗎", "no I said seven", "is 7 no longer open"])(
    "%s is no correction",
    (text) => {
      expect(applySelfCorrections(text)).toBe(text);
    },
  );
});

describe("writeSpokenFigures", () => {
  it.each([
    ["how much is a hundred and fifty euros in US dollars", "how much is 150 euros in US dollars"],
    ["convert twenty five thousand rupees to US dollars", "convert 25000 rupees to US dollars"],
    ["set a timer for twenty-five minutes", "set a timer for 25 minutes"],
    ["two thousand five hundred yen", "2500 yen"],
    // Slang and halves: 'grand' is a thousand where an amount ends.
    ["change three and a half grand Australian dollars into euros", "change 3500 Australian dollars into euros"],
    ["and five grand", "and 5000"],
  ])("%s → %s", (text, written) => {
    expect(writeSpokenFigures(text)).toBe(written);
  });

  it.each(["delete that one", "two and three", "one two three", "set an alarm for seven"])("%s stays as it is", (text) => {
    expect(writeSpokenFigures(text)).toBe(text);
  });

  it("applies both: a corrected figure of several words", () => {
    expect(readSpokenForm("set a timer for twenty minutes no twenty five minutes")).toBe("set a timer for 25 minutes");
  });
});

describe("writeSpokenDates", () => {
  it.each([
    ["moon phase on april first", "moon phase on april 1st"],
    ["the twenty-second of March", "March 22nd"],
    ["may thirtieth", "may 30th"],
    ["wake me at nine a m", "wake me at nine am"],
    ["at 7 p.m. tonight", "at 7 pm tonight"],
    ["six thirty a m", "six thirty am"],
  ])("%s → %s", (text, written) => {
    expect(writeSpokenDates(text)).toBe(written);
  });

  it.each(["the first of many", "may I ask", "a m", "plan a meeting"])("%s stays as it is", (text) => {
    expect(writeSpokenDates(text)).toBe(text);
  });
});

describe("dropRestarts", () => {
  it.each([
    ["嗯 台中 台中明天天氣", "嗯 台中明天天氣"],
    ["鬧鐘 鬧鐘設七點", "鬧鐘設七點"],
    ["帮我 帮我查一下汇率", "帮我查一下汇率"],
    ["再乘以 呃 乘以十二", "再乘以十二"],
  ])("%s → %s", (text, meant) => {
    expect(dropRestarts(text)).toBe(meant);
  });

  it.each(["謝謝謝謝", "常常去台中", "台中 台北", "明天 後天"])("%s is said once", (text) => {
    expect(dropRestarts(text)).toBe(text);
  });
});
