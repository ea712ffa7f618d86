import { toHongKong } from "../../../core/chinese-script";
import { replaceWords } from "../../replace-words";
import { textNormalizer } from "../../text-normalizer";
import type { LocaleDefinition } from "../locale-definition";
import { CANTONESE_MARKERS, CANTONESE_WORDS } from "./cantonese-words";
import { CANTONESE_REPLY_WORDS } from "./reply-words";
import { CHINESE_NORMALIZATION } from "../zh-tw/chinese-normalization";
import { CHINESE_WORDS } from "../zh-tw/chinese-words";

/**
 * Hong Kong Cantonese: recognised by its own words and particles (而家, 聽日, 唔, 咗, 嘅 …) in
 * either script, answered in Hong Kong Cantonese (a message's own zh-HK text, else Taiwan's said in
 * Cantonese words and Hong Kong characters), with Hong Kong time and Hong Kong dollars.
 */
const readCantonese = replaceWords(CANTONESE_WORDS);
const sayInCantonese = replaceWords(CANTONESE_REPLY_WORDS);
// Cantonese text is normalised as Chinese is (to Traditional characters, Taiwan's, before its words are read).
const normalizeText = textNormalizer([CHINESE_NORMALIZATION]);

// 「刪咗佢」 'delete it' alone points at the last result: 佢 names nothing else in the sentence.
const deleteIt = /^(?:唔該)?(?:幫我|同我|你)?(?:刪|剷|取消|清)(?:咗|走|除|掉|埋)?佢(?:啦|吧|喇|先)?$/u;

function readForRoute(text: string): string {
  const normalized = normalizeText(text);
  return readCantonese(deleteIt.test(normalized) ? "把剛剛那個刪掉" : normalized);
}

export const hongKongCantonese: LocaleDefinition<"zh-HK"> = {
  code: "zh-HK",
  replyLanguage: "Cantonese as Hong Kong people write it (Traditional characters with Hong Kong usage)",
  dateLocale: "zh-HK",
  wordSeparator: "",
  han: true,
  recognise: (text) => CANTONESE_MARKERS.test(text),
  fromMessage: (text) => text["zh-HK"] ?? toHongKong(sayInCantonese(text.zh)),
  toScript: toHongKong,
  defaults: { timeZone: "Asia/Hong_Kong", currency: "HKD" },
  holdingLine: "等我睇下。",
  // Chinese words as Taiwan's folder has them: this locale's text is read after it is normalised to Traditional.
  words: CHINESE_WORDS,
  routeWords: CANTONESE_WORDS,
  readForRoute,
};
