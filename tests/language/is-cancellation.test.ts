import { afterCancellation, isCancellation } from "../../src/language/is-cancellation";
import { normalizeText } from "../../src/language/normalize-text";

const cancels = (text: string) => isCancellation(normalizeText(text));

describe("withdrawing what was asked", () => {
  it.each([
    "不用了啦 算了",
    "算了吧，不要了",
    "好啦 不用了",
    "不用了 謝謝",
    "算了算了",
    "不要了啦",
    "算了 不记了",
    "nah, forget it",
    "ok, never mind",
    "no thanks, never mind",
  ])("「%s」 withdraws", (text) => {
    expect(cancels(text)).toBe(true);
  });

  it.each(["好啦", "謝謝", "算了 幫我記買牛奶", "不用了 我自己來", "ok", "never mind the weather, what time is it"])(
    "「%s」 does not withdraw alone",
    (text) => {
      expect(cancels(text)).toBe(false);
    },
  );
});

describe("a request after a withdrawal", () => {
  it.each([
    ["算了，把鬧鐘刪掉", "把鬧鐘刪掉"],
    ["不要了啦 取消计时器", "取消计时器"],
    ["好啦 算了 幫我記一下買蛋", "幫我記一下買蛋"],
    ["never mind, stop the timer", "stop the timer"],
    ["forget it. what time is it", "what time is it"],
    // As a speech recognizer writes it down, with no comma.
    ["actually never mind delete it", "delete it"],
    ["oh nevermind what time is it", "what time is it"],
  ])("「%s」 → 「%s」", (said, rest) => {
    expect(afterCancellation(said, normalizeText)).toBe(rest);
  });

  it.each([
    // A bare 不要 / 不用 before a request negates it.
    "不要 叫我起床",
    "不用 設鬧鐘",
    "算了",
    "把計時器取消",
    "no, set it for eight",
    "never mind",
    "forget it",
  ])("「%s」 has none", (said) => {
    expect(afterCancellation(said, normalizeText)).toBeNull();
  });
});
