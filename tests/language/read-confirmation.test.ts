import { readConfirmation } from "../../src/language/read-confirmation";

describe("readConfirmation", () => {
  it.each([
    ["好"],
    ["好啊"],
    ["好的"],
    ["對"],
    ["確定"],
    ["刪吧"],
    ["沒問題"],
    ["可以"],
    ["好啊，刪吧！"],
    ["嗯，好"],
    ["嗯"],
    ["我確定"],
    ["對，刪掉"],
    ["好吧"],
    ["确定"],
    ["删吧"],
    ["没问题"],
    ["对的"],
    ["可以啊"],
    ["yes"],
    ["Yes!"],
    ["sure"],
    ["go ahead"],
    ["Yes, go ahead."],
    ["OK"],
    ["okay sure"],
    ["yeah, delete them"],
    ["of course"],
    ["對 全部刪"],
    ["好，都取消"],
    ["全部删掉吧"],
    ["yes, delete them all"],
    ["ok cancel them all"],
  ])("%s → yes", (text) => {
    expect(readConfirmation(text)).toBe("yes");
  });

  it.each([
    ["不要"],
    ["算了"],
    ["取消"],
    ["先不要"],
    ["不用了"],
    ["不要刪"],
    ["別刪"],
    ["我不要"],
    ["算了吧"],
    ["不是"],
    ["嗯，先不要"],
    ["母湯母湯 先不要"],
    ["毋通啦"],
    ["取消吧"],
    ["不要删"],
    ["算了，别删"],
    ["no"],
    ["No."],
    ["cancel"],
    ["never mind"],
    ["nope"],
    ["no thanks"],
    ["don't"],
    ["no, cancel it"],
    ["wait"],
  ])("%s → no", (text) => {
    expect(readConfirmation(text)).toBe("no");
  });

  it.each([
    ["好，順便設個明天七點的鬧鐘"],
    ["明天天氣如何"],
    ["不要忘記買牛奶"],
    ["好像不太對"],
    ["要刪除嗎"],
    ["取消鬧鐘"],
    ["刪除第二個備忘錄"],
    ["yes and what time is it"],
    ["no wait, what's the weather"],
    ["delete my memo about milk"],
    [""],
    ["？"],
  ])("%s → null (a new request)", (text) => {
    expect(readConfirmation(text)).toBeNull();
  });
});
