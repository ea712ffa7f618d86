import { isRepeatRequest } from "../../src/language/is-repeat-request";
import { normalizeText } from "../../src/language/normalize-text";

const read = (text: string) => isRepeatRequest(normalizeText(text));

describe("asking to hear it again", () => {
  it.each([
    // A sound said first, then the asking.
    "啊？可以再說一遍嗎",
    "什麼？你重複一次",
    "嗯？再唸一次",
    "啥？你再说一次",
    // Not having heard, then the asking, in either order.
    "我沒聽到，你再講一遍",
    "沒聽清楚耶 再說一次好不好",
    "没听见，重复一下",
    "再說一次 我沒聽清",
    "huh? could you say that again",
    "sorry, I didn't hear you, repeat that please",
    "what? one more time",
    "I missed that, can you repeat it",
    "sorry what?",
    "Sorry, what?",
    "不好意思，什麼？",
  ])("「%s」 asks again", (text) => {
    expect(read(text)).toBe(true);
  });

  it.each([
    // A sound alone, or a question of its own after it, asks something else.
    "蛤？",
    "什麼？",
    "蛤？你說明天會下雨？",
    "啊 再說一次明天的天氣",
    "sorry, what time is it",
    "sorry?",
    "what",
    "huh? why",
    "再說一次我就生氣了",
  ])("「%s」 does not", (text) => {
    expect(read(text)).toBe(false);
  });
});

describe("asking again after an apology", () => {
  it.each(["sorry can you repeat that", "sorry, could you say that again"])("「%s」 asks again", (text) => {
    expect(read(text)).toBe(true);
  });
});

describe("asking again as people say it", () => {
  it.each([
    "come again?",
    "ok say again please",
    "can repeat or not",
    "repeat one more time",
    "你講卡慢咧",
    "說慢一點好嗎",
    "慢慢講",
    "您再说一遍",
  ])("「%s」 asks again", (text) => {
    expect(read(text)).toBe(true);
  });

  it.each(["say", "say hello to mom", "repeat the alarm every day", "慢慢來", "說慢跑的好處"])("「%s」 does not", (text) => {
    expect(read(text)).toBe(false);
  });
});

describe("asking what the last answer said", () => {
  it.each([
    "你剛才講的是哪一天",
    "剛剛說的是多少錢啊",
    "您刚刚是说几号",
    "你剛說幾點幾分來著",
    "what day did you just say",
    "sorry, when did you say",
  ])("「%s」 asks again", (text) => {
    expect(read(text)).toBe(true);
  });

  it.each(["我剛剛說幾點", "你說幾點比較好", "你剛剛說幾點要出門", "what time did you say we should leave", "你剛剛說什麼時候要下雨"])(
    "「%s」 does not",
    (text) => {
      expect(read(text)).toBe(false);
    },
  );
});
