import type { SlotType } from "../../language/templates/slot-type";

/**
 * `{x:said_words}`: a few words said before a timer (「義大利麵」 of 「義大利麵計時器還剩多久」): one to ten
 * characters, with no digit, space or pause in them.
 */
export const SAID_WORDS_SLOT: SlotType = {
  name: "said_words",
  accept: (text) => (/^[^\s\d,:、]{1,10}$/u.test(text) ? text : null),
};
