import type { LastToolCall, ToolDialogue } from "../../core/tool-dialogue";
import { isSpaceTopic } from "./space-glossary";

// Asked about another subject of the same news, said whole: 'anything about SpaceX', 'any news on
// NASA', 「有沒有 SpaceX 的」「有火星的嗎」 (「那 NASA 的呢」 'what about NASA' come as follow-ups).
const ANOTHER_SUBJECT = [
  /^(?:and |so |ok |okay )?(?:(?:is there |was there )?anything|any news|anything new|any updates?|what's new|what(?:'s| is) the news) (?:about|on|from|with) (?<topic>.+?)\??$/i,
  /^(?:那)?(?:有沒有|有)(?<topic>.+?)的(?:新聞|消息)?(?:嗎|呢)?$/u,
];
// 「的新聞」「的消息」 'news' after the subject of a follow-up fragment add nothing to it.
const NEWS_WORDS = /\s*(?:的新聞|的消息|的|news)$/iu;

function withTopic(topic: string | undefined, last: LastToolCall): Record<string, unknown> | null {
  const keywords = topic?.replace(NEWS_WORDS, "").trim();
  return keywords && isSpaceTopic(keywords) ? { ...last.args, keywords } : null;
}

/**
 * search_space_news in a conversation: 「那 NASA 的呢」 'what about Starship' 'anything about SpaceX'
 * search the same period for another subject, when it is one of space (a glossary word or a space
 * name: 「那天氣呢」 is not).
 */
export const spaceNewsDialogue: ToolDialogue = {
  followUp: (fragment, last) => withTopic(fragment, last),
  items: (text, last) => {
    for (const pattern of ANOTHER_SUBJECT) {
      const args = withTopic(pattern.exec(text)?.groups?.topic, last);
      if (args !== null) return { tool: "search_space_news", args };
    }
    return null;
  },
};
