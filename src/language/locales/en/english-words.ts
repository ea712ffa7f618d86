import type { LocaleWords } from "../locale-words";
import { readEnglishAnswer } from "./english-confirmation";
import { ENGLISH_CONVERSATION } from "./english-conversation";
import { ENGLISH_CURRENCY_NAMES } from "./english-currency-names";
import { englishDateRules } from "./english-date-rules";
import { ENGLISH_DAY_SHIFTS } from "./english-day-shifts";
import { englishDurationWords } from "./english-duration-words";
import { ENGLISH_NUMBER_WORDS } from "./english-number-words";
import { ENGLISH_ORDINAL_WORDS } from "./english-ordinal-words";
import { englishPeriodRules } from "./english-period-rules";
import { ENGLISH_PLACE_WORDS } from "./english-place-words";
import { ENGLISH_RANGE_WORDS } from "./english-range-words";
import { ENGLISH_SPOKEN_FORM } from "./english-spoken-form";
import { englishTimeWords } from "./english-time-words";

/** English: numbers, days, periods, times, template rules, and the words of a conversation. Each field's file is beside this one. */
export const ENGLISH_WORDS: LocaleWords = {
  numbers: ENGLISH_NUMBER_WORDS,
  dateRules: englishDateRules,
  periodRules: englishPeriodRules,
  ranges: ENGLISH_RANGE_WORDS,
  times: englishTimeWords,
  durations: englishDurationWords,
  ordinals: ENGLISH_ORDINAL_WORDS,
  conversation: ENGLISH_CONVERSATION,
  place: ENGLISH_PLACE_WORDS,
  spoken: ENGLISH_SPOKEN_FORM,
  readAnswer: readEnglishAnswer,
  currencyNames: ENGLISH_CURRENCY_NAMES,
  dayShifts: ENGLISH_DAY_SHIFTS,
  templateRules: {
    please: "please",
    ask: "tell me|do you know",
  },
};
