import type { SlotType } from "../../language/templates/slot-type";
import { isSpaceTopic } from "./space-glossary";
import { SPACE_WORD } from "./space-topic-slot";

/** `{keywords:space_topic_en}`: the same in English (Starship, the James Webb telescope, Chang'e 6): letters, digits and ' . -. */
export const SPACE_TOPIC_EN_SLOT: SlotType = {
  name: "space_topic_en",
  accept: (text) => {
    if (!/^[A-Za-z0-9 '.-]{2,40}$/u.test(text)) return null;
    const topic = text.replace(/^the\s+/iu, "");
    return !SPACE_WORD.test(topic) && isSpaceTopic(topic) ? topic : null;
  },
};
