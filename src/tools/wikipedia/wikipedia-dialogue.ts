import type { ToolDialogue } from "../../core/tool-dialogue";
import { readDayShift } from "../../language/read-day-shift";

// A topic is a name or a term, not a sentence: no verbs, pronouns or question words.
const NOT_A_TOPIC = /[你我他她它嗎呢吧]|什麼|怎麼|為什麼|哪|誰|是不是|可以|幫|查|告訴|\b(?:you|me|it|what|why|how|please)\b/iu;

/** search_wikipedia in a conversation: after a lookup, 「那愛因斯坦呢」 'what about Marie Curie' look up another topic. */
export const wikipediaDialogue: ToolDialogue = {
  followUp: (fragment, last, { change }) => {
    const topic = fragment.trim();
    // 「隔天呢」 'the next day?' move a date; a lookup has none.
    return change || topic.length > 30 || NOT_A_TOPIC.test(topic) || readDayShift(topic) !== null ? null : { ...last.args, query: topic };
  },
};
