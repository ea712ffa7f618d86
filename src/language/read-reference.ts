import type { ReferenceAction } from "../core/tool-dialogue";
import { REGISTERED_WORDS } from "./locales/registered-words";

// Each registered language's words for pointing back at the last result (locales/<code>/*-references.ts).
const LANGUAGES = REGISTERED_WORDS.flatMap((words) => (words.conversation ? [words.conversation] : []));
const DELETE = LANGUAGES.flatMap((language) => language.deleteLast ?? []);
const SHOW = LANGUAGES.flatMap((language) => language.showLast ?? []);
// Pointing at a record by its making: 「剛剛新增的」 'the one I just added' (not 「最後一個」 'the last one', an item of a list).
const MADE = LANGUAGES.flatMap((language) => language.madeJustNow ?? []);
// Said before pointing back, adding nothing: 「等等,剛剛那個刪掉」 'actually, cancel that' 'wait, what time …'.
const MARKERS = LANGUAGES.flatMap((language) => (language.discourseMarkers === undefined ? [] : [language.discourseMarkers]));
const DISCOURSE = MARKERS.length === 0 ? /(?!)/u : new RegExp(`^(?:(?:${MARKERS.join("|")})(?:\\s*,\\s*|\\s+|(?=\\p{Script=Han})))+`, "iu");

/**
 * True when a reference points at a record by its having just been made (「把剛剛新增的那個刪掉」
 * 'delete the one I just added'): it may mean a call before the last one, when a list came between.
 */
export function pointsAtMade(text: string): boolean {
  return MADE.some((pattern) => pattern.test(text));
}

/**
 * What a sentence asks of the last result (normalised text): "delete" for 「把剛剛那個刪掉」
 * 'delete that', "show" for 「剛剛設的鬧鐘是幾點」 'what time was that'; null when it points at nothing.
 */
export function readReference(text: string): ReferenceAction | null {
  const pointing = text.replace(DISCOURSE, "");
  if (DELETE.some((pattern) => pattern.test(pointing))) return "delete";
  if (SHOW.some((pattern) => pattern.test(pointing))) return "show";
  return null;
}
