import type { ToolDialogue } from "../../core/tool-dialogue";
import { parseNumber } from "../../language/number-words";
import { readNewsCategory } from "./news-category";

// How many to read, after the headlines: 「只要念三條就好」「念五則就好」「給我三條就好」 'just give me
// three', 'only the top 5', 'read me two'. A count of 1–10, as the tool reads.
const HOW_MANY = [
  /^(?:那)?(?:只要|只|就|給我|幫我)?(?:念|唸|讀|講|說|報|看|給我)?(?:前)?(?<count>\d{1,2}|[一二兩三四五六七八九十])(?:條|則|個|篇|筆)(?:就好|就夠了|就可以了|就行了?|好了)?$/u,
  /^(?:(?:just|only|ok|okay)\s+)*(?:give me|read(?: me)?|tell me|show me)?\s*(?:the\s+)?(?:top\s+|first\s+)?(?<count>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+(?:of them|headlines|stories|items))?(?:\s+(?:is enough|will do|please))?$/i,
];

const BOARD_SAID = /^(?:那|那麼)?(?<board>\p{Script=Han}{1,6}?)的(?:新聞|消息)?(?:呢|咧)?$/u;
// 「娛樂的呢 給我三則就好」: another board, then how many, after a pause.
const BOARD_THEN_COUNT = /^(?<board>.+?(?:呢|咧))[,\s]+(?<count>.+)$/u;

/** How many headlines a turn asks for (1–10), or null. */
function countSaid(text: string): number | null {
  for (const pattern of HOW_MANY) {
    const said = pattern.exec(text)?.groups?.count;
    const count = said === undefined ? null : parseNumber(said);
    if (count !== null && count >= 1 && count <= 10) return count;
  }
  return null;
}

/** The board 「那體育的呢」 names, when it is another than the last one. */
function otherBoard(text: string, last: { args: Record<string, unknown> }): string | undefined {
  const board = BOARD_SAID.exec(text)?.groups?.board;
  const category = board === undefined ? undefined : readNewsCategory(board);
  return category === last.args.category ? undefined : category;
}

/**
 * get_news in a conversation: 「那體育的呢」「財經呢」 'what about sports' ask for another board;
 * 「只要念三條就好」 'just give me three' the same board, that many headlines.
 */
export const newsDialogue: ToolDialogue = {
  // The subject a turn goes back to: 「回到…」 'go back to …'.
  topic: /新聞|頭條|熱搜|news|headlines/iu,
  followUp: (fragment, last) => {
    const category = readNewsCategory(fragment.replace(/^(?:the\s+)/i, ""));
    return category === undefined || category === last.args.category ? null : { ...last.args, category };
  },
  items: (text, last) => {
    // 「那運動的」「科技的」: another board, said with 的 alone.
    const category = otherBoard(text, last);
    if (category !== undefined) return { tool: "get_news", args: { ...last.args, category } };
    const parts = BOARD_THEN_COUNT.exec(text)?.groups;
    if (parts !== undefined) {
      const board = otherBoard(parts.board, last);
      const limit = countSaid(parts.count);
      return board === undefined || limit === null ? null : { tool: "get_news", args: { ...last.args, category: board, limit } };
    }
    const count = countSaid(text);
    return count === null ? null : { tool: "get_news", args: { ...last.args, limit: count } };
  },
};
