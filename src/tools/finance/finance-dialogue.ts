import type { ToolDialogue } from "../../core/tool-dialogue";
import { resolvePeriod } from "../../language/date-words";

// The period alone, as a follow-up says it: 「上個月」「去年」 'last week' 'in March'.
const PERIOD_ONLY = /^.{1,12}$/u;
// Another thing to look for: a short word, Chinese or not (「飲料」「麥當勞」 'Uber').
const SEARCH_WORD = /^(?:\p{Script=Han}{1,6}|[A-Za-z][A-Za-z' &.-]{1,19})$/u;
const ASKS = /^(?:什麼|為什麼|怎麼|哪|誰|多少|幾|what|why|how|who|which|it|that|this|them)$|[嗎呢]$/iu;

/**
 * A finance query in a conversation: 「那上個月呢」 'what about last week' ask the same of another
 * period; after a search for something (「這個月咖啡花多少」), 「飲料呢」 'what about Uber' ask it of
 * another thing.
 */
export const financeDialogue: ToolDialogue = {
  followUp: (fragment, last, context) => {
    const words = fragment.replace(/^(?:in|for|during|on)\s+/i, "").trim();
    if (PERIOD_ONLY.test(words) && resolvePeriod(words, context) !== null) return { ...last.args, date_range: words };
    // 「飲料呢」「麥當勞呢」 after what was spent on coffee: the same question of another thing.
    if (typeof last.args.search === "string" && SEARCH_WORD.test(words) && !ASKS.test(words)) return { ...last.args, search: words };
    return null;
  },
};
