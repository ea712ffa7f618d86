import type { SlotSpan, SlotType } from "./slot-type";

// A comma, a colon or 、 with the spaces around it, or a run of spaces.
const PAUSE = /\s*[,:、]\s*|\s+/gu;

/**
 * `{pause:pause}`: a pause said in the sentence: a comma, a colon or 、, or a space between words
 * (「計時五分鐘 泡茶」, "set a timer for 10 minutes, pasta"). Spaces in a template may be left out; where a
 * sentence form needs the pause (what follows it is another part of the request), the template says
 * so with this slot. Its value is the pause as written; a phrase's `toArgs` leaves it out.
 *
 * @example
 * ```ts
 * const phrase: TemplatePhrase = { template: "備忘{pause:pause}{content:text}", slotTypes: [PAUSE_SLOT], toArgs: ({ content }) => ({ content }) };
 * ```
 */
export const PAUSE_SLOT: SlotType = {
  name: "pause",
  find: (text) => {
    const spans: SlotSpan[] = [];
    PAUSE.lastIndex = 0;
    for (const match of text.matchAll(PAUSE)) {
      const end = match.index + match[0].length;
      const mark = match[0].search(/[,:、]/u);
      // A template's slot starts after the spaces it skips: a pause of spaces alone is marked where they end.
      spans.push({ start: mark < 0 ? end : match.index + mark, end, value: match[0] });
    }
    return spans;
  },
};
