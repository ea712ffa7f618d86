import type { ToolDialogue } from "../../core/tool-dialogue";
import { saysPeriodWord } from "../../language/date-words";
import { readDayShift } from "../../language/read-day-shift";

// A topic is a name or a term, not a sentence: no verbs, pronouns or question words.
const NOT_A_TOPIC = /[你我他她它嗎呢吧]|什麼|怎麼|為什麼|哪|誰|是不是|可以|幫|查|告訴|\b(?:you|me|it|what|why|how|please)\b/iu;

// A day or a period is no topic: 「再查一下明天」 asks something else again.
const startsWithTime = (topic: string): boolean => saysPeriodWord(topic, { flags: "iu" });
// 「再查一個 赤崁樓」「再幫我查 鄭成功」 'now look up Taipei 101': one more lookup, its topic said after.
const ONE_MORE = [
  /^(?:那|好|然後)?\s*(?:再|也)(?:幫我)?(?:查|搜|找)(?:一個|一下|一筆|個)?\s*(?<topic>.+)$/u,
  /^(?:(?:now|then|and|ok|okay)\s+)?(?:also\s+)?(?:look up|search(?: for)?|check)(?: one more| another)?\s+(?<topic>.+)$/i,
];

/**
 * search_wikipedia in a conversation: after a lookup, 「那愛因斯坦呢」 'what about Marie Curie' look up
 * another topic, as does 「再查一個 赤崁樓」 'now look up Taipei 101'.
 */
export const wikipediaDialogue: ToolDialogue = {
  // The subject a turn goes back to: 「回到…」 'go back to …'.
  topic: /維基百科|維基|百科|wikipedia|wiki/iu,
  items: (text, last) => {
    for (const pattern of ONE_MORE) {
      const topic = pattern.exec(text)?.groups?.topic?.trim();
      if (topic && topic.length <= 30 && !NOT_A_TOPIC.test(topic) && !startsWithTime(topic) && readDayShift(topic) === null)
        return { tool: last.tool, args: { ...last.args, query: topic } };
    }
    return null;
  },
  followUp: (fragment, last, { change }) => {
    const topic = fragment.trim();
    // 「隔天呢」 'the next day?' move a date, and 「那明天呢」 asks a day: a lookup has none.
    return change || topic.length > 30 || NOT_A_TOPIC.test(topic) || startsWithTime(topic) || readDayShift(topic) !== null
      ? null
      : { ...last.args, query: topic };
  },
};
