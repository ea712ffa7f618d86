import type { ToolDialogue } from "../../core/tool-dialogue";
import { resolvePeriod } from "../../language/date-words";

// The period alone, as a follow-up says it: 「上個月」「去年」 'last week' 'in March'.
const PERIOD_ONLY = /^.{1,12}$/u;

/** A finance query in a conversation: 「那上個月呢」 'what about last week' ask the same of another period. */
export const financeDialogue: ToolDialogue = {
  followUp: (fragment, last, context) => {
    const words = fragment.replace(/^(?:in|for|during)\s+/i, "").trim();
    if (!PERIOD_ONLY.test(words) || resolvePeriod(words, context) === null) return null;
    return { ...last.args, date_range: words };
  },
};
