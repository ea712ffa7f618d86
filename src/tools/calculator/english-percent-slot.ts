import type { SlotType } from "../../language/templates/slot-type";
import { ENGLISH_NUMBER } from "./english-money";
import { englishSpans } from "./english-spans";

const PERCENT = new RegExp(`(?<number>${ENGLISH_NUMBER})(?: ?%| percent| per cent)`, "iuy");

/** `{x:english_percent}`: a rate said in English ("15%", "twenty percent", "7.5 per cent"), as its number (15). */
export const ENGLISH_PERCENT_SLOT: SlotType = { name: "english_percent", find: (text) => englishSpans(text, PERCENT) };
