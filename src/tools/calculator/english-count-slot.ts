import type { SlotType } from "../../language/templates/slot-type";
import { ENGLISH_NUMBER } from "./english-money";
import { englishSpans } from "./english-spans";

const COUNT = new RegExp(`(?<number>${ENGLISH_NUMBER})`, "iuy");

/** `{x:english_count}`: a number said in English, in digits or words ("4", "four", "1,200"), as its value. */
export const ENGLISH_COUNT_SLOT: SlotType = { name: "english_count", find: (text) => englishSpans(text, COUNT) };
