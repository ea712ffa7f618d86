import type { DialogueHookContext, LastToolCall, ToolDialogue } from "../../core/tool-dialogue";
import { saysPeriodWord } from "../../language/date-words";
import { resolveSearchPeriod } from "./search-period";
import { isSpaceTopic } from "./space-glossary";

// Asked about another subject of the same news, said whole: 'anything about SpaceX', 'any news on
// NASA', 「有沒有 SpaceX 的」「有火星的嗎」 (「那 NASA 的呢」 'what about NASA' come as follow-ups).
const ANOTHER_SUBJECT = [
  /^(?:and |so |ok |okay )?(?:(?:is there |was there )?anything|any news|anything new|any updates?|what's new|what(?:'s| is) the news) (?:about|on|from|with) (?<topic>.+?)\??$/i,
  /^(?:那)?(?:有沒有|有)(?<topic>.+?)的(?:新聞|消息)?(?:嗎|呢)?$/u,
  // 「SpaceX 的」「火星的呢」: the subject alone.
  /^(?:那)?(?<topic>.+?)\s*的(?:新聞|消息)?(?:呢|咧)?$/u,
];
// A period and nothing else: 「上個月」 'last week' (not "tomorrow's weather").
// 「上個月的呢」「今年的」 'and last week': the same subject over another period.
const PERIOD_SAID = /^(?:那)?(?<period>.+?)的(?:新聞|消息)?(?:呢|咧)?$|^(?:and |what about )(?<english>.+?)\??$/iu;
// 「的新聞」「的消息」 'news' after the subject of a follow-up fragment add nothing to it.
const NEWS_WORDS = /\s*(?:的新聞|的消息|的|news)$/iu;

function withPeriod(period: string | undefined, last: LastToolCall, context: DialogueHookContext): Record<string, unknown> | null {
  const time = period?.replace(/^(?:in|for|from)\s+/i, "").trim();
  return time && saysPeriodWord(time, { flags: "iu", whole: true }) && resolveSearchPeriod(time, context) !== null
    ? { ...last.args, time_period: time }
    : null;
}

function withTopic(topic: string | undefined, last: LastToolCall): Record<string, unknown> | null {
  const keywords = topic?.replace(NEWS_WORDS, "").trim();
  return keywords && isSpaceTopic(keywords) ? { ...last.args, keywords } : null;
}

/**
 * search_space_news in a conversation: 「那 NASA 的呢」 'what about Starship' 'anything about SpaceX'
 * search the same period for another subject, when it is one of space (a glossary word or a space
 * name: 「那天氣呢」 is not); 「上個月的呢」 'and last week' the same subject over another period.
 */
export const spaceNewsDialogue: ToolDialogue = {
  // The subject a turn goes back to: 「回到…」 'go back to …'.
  topic: /太空新聞|太空|航太|space news|space/iu,
  followUp: (fragment, last, context) => withTopic(fragment, last) ?? withPeriod(fragment, last, context),
  items: (text, last, context) => {
    const said = PERIOD_SAID.exec(text)?.groups;
    const period = withPeriod(said?.period ?? said?.english, last, context);
    if (period !== null) return { tool: "search_space_news", args: period };
    for (const pattern of ANOTHER_SUBJECT) {
      const args = withTopic(pattern.exec(text)?.groups?.topic, last);
      if (args !== null) return { tool: "search_space_news", args };
    }
    return null;
  },
};
