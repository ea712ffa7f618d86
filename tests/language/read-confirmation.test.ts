import { readConfirmation, requestAfterNo } from "../../src/language/read-confirmation";

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
    // Shrugged and casual yeses: 啦 after the yes, the verb said twice, 'fine', 'why not'.
    ["是啦"],
    ["對啦，清一清"],
    ["好啦 刪刪吧"],
    ["对啦 删一删"],
    ["well, fine"],
    ["um okay, fine, delete them"],
    ["yeah I guess so"],
    ["sure, why not"],
    ["fine by me"],
    ["对 都停掉"],
    ["好 全部關掉吧"],
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
    ["停"],
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
    ["刪一刪第二個鬧鐘"],
    ["對啦 幫我清一清備忘錄"],
    ["fine, what's the weather"],
    ["not fine"],
    ["why not the second one"],
    [""],
    ["？"],
  ])("%s → null (a new request)", (text) => {
    expect(readConfirmation(text)).toBeNull();
  });
});

describe("readConfirmation, the question's verb said back", () => {
  const cancelAll = "要取消全部 2 個計時器嗎？";

  it.each([["取消吧"], ["嗯 取消吧"], ["好 取消"], ["就取消掉吧"], ["都取消"], ["好啊"]])("asked to cancel, %s → yes", (text) => {
    expect(readConfirmation(text, cancelAll)).toBe("yes");
  });

  it.each([["不取消"], ["先不要取消"], ["不要"], ["算了"], ["no"], ["cancel"]])("asked to cancel, %s → no", (text) => {
    expect(readConfirmation(text, cancelAll)).toBe("no");
  });

  it.each([["取消吧"], ["取消"]])("asked to delete, %s → no", (text) => {
    expect(readConfirmation(text, "要刪除全部 3 個鬧鐘嗎？")).toBe("no");
  });

  it("asked in Simplified Chinese, 取消吧 → yes", () => {
    expect(readConfirmation("嗯 取消吧", "要取消全部 2 个计时器吗？")).toBe("yes");
  });
});

describe("requestAfterNo: a no, then a new request", () => {
  it.each([
    ["嗯 先不要 把第一個刪掉就好", "把第一個刪掉就好"],
    ["不用了，幫我查明天天氣", "幫我查明天天氣"],
    ["no, what's the weather", "what's the weather"],
    ["算了 算了 幫我設七點的鬧鐘", "幫我設七點的鬧鐘"],
  ])("「%s」 → 「%s」", (text, rest) => {
    expect(requestAfterNo(text)).toBe(rest);
  });

  it.each([["好，順便設個明天七點的鬧鐘"], ["不要"], ["不要忘記買牛奶"], ["不要 算了"], ["明天天氣如何"], ["yes, and the weather"]])(
    "「%s」 → null",
    (text) => {
      expect(requestAfterNo(text)).toBeNull();
    },
  );
});
