import type { LocaleWords } from "./locale-words";

/**
 * A message in Traditional Chinese as Taiwan writes it (`zh`) and in English (`en`), and, where a
 * locale words it its own way, in that locale by its code (`"zh-HK": "已經幫你較咗…"`). A locale
 * with no text of its own takes the text of the locale it falls back on (zh-HK → zh-TW → en).
 */
export interface LocalizedText {
  zh: string;
  en: string;
  readonly [code: string]: string | undefined;
}

/** What the library knows of one language: how it is recognised, written and defaulted. One folder each. */
export interface LocaleDefinition<Code extends string = string> {
  /** BCP 47 code: `"zh-HK"`. */
  readonly code: Code;
  /** The language and script the model is asked to answer in, in English: "Cantonese, written as Hong Kong writes it". */
  readonly replyLanguage: string;
  /** The Intl / Luxon locale dates and weekdays are written in for the model: `"zh-TW"`. */
  readonly dateLocale: string;
  /** What goes between words: a space in English, nothing in Chinese. */
  readonly wordSeparator: string;
  /** True when a text needs no conversion to this locale's script (a Traditional answer to a Taiwan user); default: false. */
  readonly inScript?: (text: string) => boolean;
  /** True for a language written in Chinese characters: Chinese text no locale claims is read in the default locale when it is one of these. */
  readonly han: boolean;
  /** True when a text is surely this locale's (Cantonese particles, Simplified characters); checked before the default applies. */
  readonly recognise?: (text: string) => boolean;
  /** A message in this locale: its own text, else made from the text of the locale it falls back on. */
  readonly fromMessage: (text: LocalizedText) => string;
  /** Any text (a tool's, the model's) in this locale's script: 设置 → 設置 for Hong Kong. */
  readonly toScript: (text: string) => string;
  /** What applies when neither an option nor the environment says. */
  readonly defaults: { readonly timeZone: string; readonly currency: string };
  /**
   * Words said in this language and the words the local route reads for them (「聽日」 → 「明天」),
   * longer entries first. Only words that mean the same wherever they stand.
   */
  readonly routeWords?: readonly (readonly [said: string, read: string])[];
  /**
   * The text a turn in this language is routed on, when it differs from what was said: Cantonese
   * is read in the Mandarin of `routeWords` before the route, the follow-ups and the answers to a
   * question read it (「咁旺角呢」 → 「那旺角呢」). Default: the text as said.
   */
  readonly readForRoute?: (text: string) => string;
  /**
   * What the assistant says when a reply is slow to come (`holdingLineAfterMs`): a short line, said
   * once, before the reply (「我查一下喔。」). Default: the line of the locale it falls back on.
   */
  readonly holdingLine?: string;
  /**
   * Its number, date and period words and its sentence-template rules (`locales/<code>/*-words.ts`).
   * Languages that share words share the object (zh-CN and zh-HK use zh-TW's, read after their text is
   * normalised to Traditional characters); each object is read once.
   */
  readonly words?: LocaleWords;
}
