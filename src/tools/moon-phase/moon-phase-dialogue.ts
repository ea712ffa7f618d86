import type { ToolDialogue } from "../../core/tool-dialogue";
import { resolveDate } from "../../language/date-words";

/** get_moon_phase in a conversation: 「那三月二十號呢」「明天呢」 'what about Friday' ask about another day. */
export const moonPhaseDialogue: ToolDialogue = {
  followUp: (fragment, last, context) => {
    const words = fragment.replace(/(?:的)?月相$|^the\s+/iu, "").trim();
    const date = resolveDate(words, context);
    // The whole fragment must be the day: 「三月二十號的滿月」 is another question.
    return date === null || words.length > 16 ? null : { ...last.args, date_str: date };
  },
};
