import type { SpokenWords } from "../locale-words";

// A figure corrected in mid-sentence (「設七點 不對 七點半的鬧鐘」), and a word said again as the sentence starts over.
const FIGURE = String.raw`(?:\d+(?:[.:]\d+)?|[零〇一二兩三四五六七八九十百千萬]+)`;
// A figure with the unit said after it: 七點半, 五分鐘, 三千塊.
const CHINESE_UNIT = String.raw`(?:點半|點(?:${FIGURE}分?)?|分鐘|分|秒鐘|秒|個半小時|個小時|小時|塊錢|塊|元|天|號)`;
const SAID_FIGURE = String.raw`(?:${FIGURE}${CHINESE_UNIT}?)+`;
// Said between the figure taken back and the one meant. Only these: 「不是」 alone asks or denies
// (「今天不是禮拜五嗎」), so it counts only between two figures, as every marker here does.
// A sound of hesitation may come first: 「七點 呃不對 六點半」 "six uh no seven".
const CHINESE_MARKER =
  "(?:[\\s,]*(?:(?:呃|嗯|欸|誒|啊|喔|哦)[\\s,]*)?(?:不對|喔不|哦不|噢不|我是說|應該是|更正)|[\\s,]+不是|不是(?=[\\s,]))";
const CHINESE_CORRECTION = new RegExp(
  String.raw`(?<before>.*?)(?<taken>${SAID_FIGURE})${CHINESE_MARKER}(?:[\s,]*(?:是|，))?[\s,]*(?<meant>${FIGURE}.*)$`,
  "u",
);
// A word said, a pause, and the same word again as the sentence starts over: 「台中 台中明天天氣」.
// A sound of hesitation may come between: 「再乘以 呃 乘以十二」.
// 「一個 一個半小時」 is no restart: a count said twice is one more of something, then an amount.
const COUNT_OF_ONE = /^(?:一|1)(?:個|則|條|筆|件)$/u;
const RESTART = /(\p{Script=Han}{2,6})[\s,]+(?:(?:呃|嗯|欸|誒|那個|就是)[\s,]+)?(?=\1)/gu;

/** How Chinese is spoken to a recognizer: 「設七點 不對 七點半的鬧鐘」, 「台中 台中明天天氣」. */
export const CHINESE_SPOKEN_FORM: SpokenWords = {
  correction: CHINESE_CORRECTION,
  dropRestarts: (text) => text.replace(RESTART, (whole, word: string) => (COUNT_OF_ONE.test(word) ? whole : "")),
};
