import { looksLikePlace } from "../looks-like-place";
import type { SlotType } from "./slot-type";

/**
 * `{x:place}`: free text that looks like a place — a name in Chinese characters or Latin letters
 * (「台北」「東京」 'New York'), with no time word, room, pronoun or word of a sentence in it (the
 * weather tool's `looksLikePlace`) — as the text.
 */
export const PLACE_SLOT: SlotType = { name: "place", accept: (text) => (looksLikePlace(text) ? text : null) };
