import type { SlotType } from "../../language/templates/slot-type";

// Said after a pause, these end the request and name nothing: "for 5 minutes, thanks", ", same as before".
const NOT_A_NAME =
  /\b(?:thanks|thank|cheers|ok|okay|right|same|again|too|also|as|just|yeah|yes|sorry|mate|buddy|love|dear|quick|quickly|starting|go)\b/i;

/**
 * `{saidName:said_name_en}`: what an English timer is for, named alone after a pause ("set a timer for 10 minutes,
 * pasta"): one or two words, and not words that end a request ("thanks", "okay", "same as before").
 */
export const SAID_NAME_EN_SLOT: SlotType = {
  name: "said_name_en",
  accept: (text) => (/^[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?$/iu.test(text) && !NOT_A_NAME.test(text) ? text : null),
};
