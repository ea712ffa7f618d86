import { isCompoundRequest } from "../../src/routing/is-compound-request";
import { isTopicQuestion } from "../../src/routing/is-topic-question";
import { normalizeText } from "../../src/language/normalize-text";
import { stripCourtesies, stripFillers, stripPoliteWrapper } from "../../src/routing/strip-polite-wrapper";

describe("isTopicQuestion", () => {
  it.each([
    "你覺得美金接下來會漲嗎",
    "鬧鐘是誰發明的",
    "月亮為什麼會有陰晴圓缺",
    "为什么天空是蓝色的",
    "人民幣會升值嗎",
    "現在適合買美金嗎",
    "匯率是什麼意思",
    "什麼是黑洞",
    "如果明天下雨怎麼辦",
    "不要設鬧鐘",
    "台積電明天漲還是跌",
    "美金接下來是升還是貶",
    "why is the sky blue",
    "who invented the alarm clock",
    "what do you think about the dollar",
    "should I buy yen now",
  ])("%s is a question about a topic", (text) => {
    expect(isTopicQuestion(normalizeText(text))).toBe(true);
  });

  it.each([
    "北京明天会下雨吗",
    "台北天氣如何",
    "今天有什麼新聞",
    "今天是滿月嗎",
    "明天天氣怎麼樣",
    "別忘了明天早上七點叫我",
    "愛因斯坦是誰",
    "300750今天是漲還是跌",
  ])("%s is not", (text) => {
    expect(isTopicQuestion(normalizeText(text))).toBe(false);
  });
});

describe("stripPoliteWrapper", () => {
  it.each([
    ["你可以幫我查台北天氣嗎", "幫我查台北天氣"],
    ["能不能幫我算一下 3+5", "幫我算一下 3+5"],
    ["我想知道明天的月相", "明天的月相"],
    ["告訴我現在幾點", "現在幾點"],
    ["can you tell me the weather in Tokyo", "the weather in Tokyo"],
    ["could you set an alarm for 7am please", "set an alarm for 7am"],
  ])("%s → %s", (text, core) => {
    expect(stripPoliteWrapper(text)).toBe(core);
  });

  it.each(["你可以講個笑話嗎", "台北天氣如何", "can you dance"])("%s has no wrapper to strip", (text) => {
    expect(stripPoliteWrapper(text)).toBeNull();
  });
});

describe("stripFillers", () => {
  it.each([
    ["欸 兩千日幣大概是多少台幣啊", "兩千日幣大概是多少台幣"],
    ["欸現在幾點啊", "現在幾點"],
    ["請問一下台北後天會下雨嗎", "台北後天會下雨嗎"],
    ["嗯,我有哪些鬧鐘呀", "我有哪些鬧鐘"],
    ["hey what time is it", "what time is it"],
    ["so how much did Uber cost me last month", "how much did Uber cost me last month"],
    ["取消第五個鬧鐘齁", "取消第五個鬧鐘"],
    ["第一條筆記不要了 刪了吧", "第一條筆記不要了 刪了"],
    ["OK convert 50 GBP to USD", "convert 50 GBP to USD"],
    ["小幫手 明天早上六點半叫我起床", "明天早上六點半叫我起床"],
    ["小助手明天早上六點叫我起床", "明天早上六點叫我起床"],
    ["喔 晚上八點啦", "晚上八點"],
    ["幫我查維基百科 那個 鄭成功", "幫我查維基百科 鄭成功"],
    ["後天咧 會下雨嗎", "後天 會下雨嗎"],
    ["好啦 那運動的", "那運動的"],
    ["好的 明天台北天氣", "明天台北天氣"],
    ["好 明天早起六點叫我 我要去市場", "明天早起六點叫我 我要去市場"],
    ["好,現在幾點", "現在幾點"],
    ["把所有的都删掉咯", "把所有的都删掉"],
    ["那啥 明天北京天氣", "明天北京天氣"],
    ["設個鬧鐘 嗯 七點", "設個鬧鐘 七點"],
    ["oh well what time is it in Paris", "what time is it in Paris"],
    ["hey assistant set an alarm for seven", "set an alarm for seven"],
    ["那個齁 記一下 冰箱的牛奶沒了", "記一下 冰箱的牛奶沒了"],
    ["嗯 那個 把一號和三號鬧鐘刪了", "把一號和三號鬧鐘刪了"],
  ])("%s → %s", (text, core) => {
    expect(stripFillers(text)).toBe(core);
  });

  it.each(["請假要怎麼請", "阿里山天氣", "台北會下雨嗎", "啊", "history of the moon", "okinawa weather", "那個鬧鐘刪掉", "就是這個"])(
    "%s keeps its words",
    (text) => {
      expect(stripFillers(text)).toBe(text);
    },
  );
});

describe("isCompoundRequest", () => {
  it.each([
    "記一下要買牛奶,再提醒我晚上八點去買",
    "把100美元換成人民幣然後記到備忘錄裡",
    "查匯率順便看天氣",
    "查一下維基百科的火星,再找最近的太空新聞",
    "台北天氣如何,也告訴我現在幾點",
    "convert 50 GBP to USD and tell me the weather",
    "明天早上七點叫我起床,然後告訴我天氣",
    "明天早上七點叫我起床 順便查一下台北天氣",
    "100美金換台幣多少,還有日幣呢",
    "set an alarm for 7, and then play music",
  ])("%s joins two requests", (text) => {
    expect(isCompoundRequest(text)).toBe(true);
  });

  it.each(["記一下明天要買牛奶和雞蛋", "remind me to call mom and buy milk at 8 pm", "設定下午3點半的鬧鐘 提醒我開會"])(
    "%s is one request",
    (text) => {
      expect(isCompoundRequest(text)).toBe(false);
    },
  );
});

describe("stripCourtesies", () => {
  it.each([
    ["三號鬧鐘幫我取消", "三號鬧鐘取消"],
    ["鬧鐘全部幫我刪掉", "鬧鐘全部刪掉"],
    ["幫我看一下備忘錄好嗎", "幫我看一下備忘錄"],
    ["請把筆記念給我聽,謝謝", "請把筆記念給我聽"],
    ["那兩千歐元可以換多少", "兩千歐元可以換多少"],
  ])("%s → %s", (text, plain) => {
    expect(stripCourtesies(text)).toBe(plain);
  });

  it.each(["那個鬧鐘刪掉", "幫我設鬧鐘", "這樣可以嗎", "那就這樣"])("%s keeps its words", (text) => {
    expect(stripCourtesies(text)).toBe(text);
  });
});

describe("a need to know, and a question asked inside one", () => {
  it.each([
    ["我需要知道高雄後天會不會下雨", "高雄後天會不會下雨"],
    ["我得知道這個月咖啡花了多少", "這個月咖啡花了多少"],
    ["I need to know how much 50 pounds is in euros", "how much is 50 pounds in euros"],
    ["I want to know what 36 divided by 4 is", "what is 36 divided by 4"],
    ["I need to know what the weather is like in Oslo", "what the weather is like in Oslo"],
  ])("%s → %s", (text, core) => {
    expect(stripPoliteWrapper(text)).toBe(core);
  });
});
