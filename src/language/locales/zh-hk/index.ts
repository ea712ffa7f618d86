import { toHongKong } from "../../../core/chinese-script";
import type { LocaleDefinition } from "../locale-definition";
import { CANTONESE_MARKERS, CANTONESE_WORDS } from "./cantonese-words";

/**
 * Hong Kong Cantonese: recognised by its own words and particles (而家, 聽日, 唔, 咗, 嘅 …) in
 * either script, answered in Hong Kong written Chinese (Taiwan's messages in Hong Kong characters,
 * or its own Cantonese text where a message has one), Hong Kong time and Hong Kong dollars.
 */
export const hongKongCantonese: LocaleDefinition<"zh-HK"> = {
  code: "zh-HK",
  replyLanguage: "Cantonese as Hong Kong people write it (Traditional characters with Hong Kong usage)",
  han: true,
  recognise: (text) => CANTONESE_MARKERS.test(text),
  fromMessage: (text) => text["zh-HK"] ?? toHongKong(text.zh),
  toScript: toHongKong,
  defaults: { timeZone: "Asia/Hong_Kong", currency: "HKD" },
  routeWords: CANTONESE_WORDS,
};
