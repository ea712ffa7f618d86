import { hasHan, toTraditional } from "../../../core/chinese-script";
import type { TextNormalization } from "../text-normalization";

// 到底 only stresses a question: 「飲料到底花了多少」 asks 「飲料花了多少」.
const COLLOQUIAL_WORDS: Readonly<Record<string, string>> = { 啥: "什麼", 咋樣: "怎麼樣", 咋: "怎麼", 到底: "" };
const colloquial = /咋樣|咋|啥|到底/gu;
// 嘞 ending a question asks as 呢 does (「今晚的月亮是什麼樣子嘞」「那明天的嘞」); 好嘞, 得嘞 and 行嘞 agree.
const QUESTION_LEI = /(?<![好得行對])嘞$/u;

/**
 * Chinese text as its words are read: Simplified becomes Traditional with Taiwan characters (OpenCC),
 * 臺 is written 台 (so 台幣 and 臺幣 read alike), spoken 啥 and 咋(樣) are written 什麼 and 怎麼(樣)
 * and 到底 is dropped (「月亮啥樣」「天氣咋樣」), a number's unit is glued to it (「2020 年」「3 點」「5 天前」),
 * Chinese punctuation around a sentence is dropped, and a question's last 嘞 is written 呢.
 */
export const CHINESE_NORMALIZATION: TextNormalization = {
  spell: (text) =>
    (hasHan(text) ? toTraditional(text).replaceAll("臺", "台") : text).replace(colloquial, (word) => COLLOQUIAL_WORDS[word] ?? word),
  unitsAfterNumber: "年月日號天點分時週周個",
  unitsBeforeNumber: "年月點時",
  closingPunctuation: "。，、！？；：～」』",
  openingPunctuation: "「『",
  finish: (text) => text.replace(QUESTION_LEI, "呢"),
};
