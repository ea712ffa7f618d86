import type { LocaleDefinition } from "../locale-definition";
import { ENGLISH_WORDS } from "./english-words";

/** English. */
export const english: LocaleDefinition<"en"> = {
  code: "en",
  replyLanguage: "English",
  dateLocale: "en",
  wordSeparator: " ",
  inScript: () => true,
  han: false,
  recognise: (text) => !/\p{Script=Han}/u.test(text) && /[a-z]{2}/i.test(text),
  fromMessage: (text) => text.en,
  toScript: (text) => text,
  // The library's first defaults, kept: English is a second language of a Taiwan assistant.
  defaults: { timeZone: "Asia/Taipei", currency: "TWD" },
  holdingLine: "One moment.",
  words: ENGLISH_WORDS,
};
