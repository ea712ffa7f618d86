import { z } from "zod";
import { toTraditional } from "../../core/chinese-script";
import { defineTool, type DefinedTool } from "../../core/define-tool";
import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { createHttpClient } from "../../http/http-client";
import { toToolError } from "../../http/to-tool-error";
import { fetchBoardHeadlines, NEWS_SERVICE } from "./fetch-board-headlines";
import { newsBoards, type NewsBoard } from "./news-boards";
import { NEWS_CATEGORIES } from "./news-category";
import { formatNewsHeadlines } from "./news-formatter";
import type { NewsHeadlines } from "./news-headlines";
import { normalizeNewsArgs } from "./normalize-news-args";
import { newsPhrases } from "./phrases";
import { newsDialogue } from "./news-dialogue";

/** Options of {@link createNewsTool}. */
export interface NewsToolOptions {
  /** The vvhan hot-list API, the primary source: `{vvhanBaseUrl}/wbHot`. Default: `https://api.vvhan.com/api/hotlist`. */
  vvhanBaseUrl?: string;
  /** The 60s API, the fallback source: `{sixtySecondsBaseUrl}/weibo`. Default: `https://60s.viki.moe/v2`. */
  sixtySecondsBaseUrl?: string;
  /** Timeout of each request in milliseconds; the tool allows time for both sources. Default: 5000. */
  timeoutMs?: number;
  /** Retries of a request that failed on the network or with a 5xx. Default: 0 (the fallback source is the retry). */
  retries?: number;
  /** Headlines read out when the request does not say how many. Default: 5. */
  defaultLimit?: number;
}

const parameters = z.object({
  category: z
    .enum(NEWS_CATEGORIES)
    .optional()
    .describe(
      "Which hot list: general (default, Toutiao), tech, finance, entertainment, sports, weibo (熱搜), zhihu, bilibili, douyin, baidu.",
    ),
  limit: z.number().int().min(1).max(10).optional().describe("How many headlines to read, 1-10. Default 5."),
});

function inUserScript(title: string, locale: Locale): string {
  return locale === "zh-TW" ? toTraditional(title).replaceAll("臺", "台") : title;
}

// Both sources failed: a network outage is said as such; anything else names both boards.
function bothFailed(locale: Locale, boards: readonly NewsBoard[], errors: readonly ToolError<string>[]): ToolError<string> {
  const [primary, fallback] = errors;
  const details = { primary: primary.toJSON(), fallback: fallback.toJSON() };
  if (primary.code === fallback.code && primary.code !== "api_error") return new ToolError<string>(primary.code, primary.message, details);
  const [first, second] = boards.map((board) => board.name);
  const message =
    first.zh === second.zh
      ? {
          zh: `${first.zh}的兩個來源都暫時無法使用，請稍後再試。`,
          en: `Both sources of ${first.en} are not available right now. Please try again later.`,
        }
      : {
          zh: `${first.zh}和${second.zh}都暫時無法使用，請稍後再試。`,
          en: `Neither ${first.en} nor ${second.en} is available right now. Please try again later.`,
        };
  return new ToolError("api_error", localize(locale, message), details);
}

/**
 * `get_news(category?, limit?)`: the top headlines of a Chinese hot list, from the vvhan API
 * with the 60s API as fallback. Categories map onto boards (tech → IT之家, weibo → 微博熱搜);
 * the reply names the board that answered. Titles come in the user's script.
 *
 * @example
 * ```ts
 * const registry = new ToolRegistry([createNewsTool({ defaultLimit: 3 })]);
 * ```
 */
export function createNewsTool({
  vvhanBaseUrl = "https://api.vvhan.com/api/hotlist",
  sixtySecondsBaseUrl = "https://60s.viki.moe/v2",
  timeoutMs = 5_000,
  retries = 0,
  defaultLimit = 5,
}: NewsToolOptions = {}): DefinedTool<typeof parameters, NewsHeadlines> {
  const http = createHttpClient({ timeoutMs, retries });
  const baseUrls = { vvhan: vvhanBaseUrl, "60s": sixtySecondsBaseUrl };

  return defineTool({
    name: "get_news",
    description:
      "Reads today's top headlines from a Chinese hot list (Toutiao, Weibo trending, Zhihu, Bilibili, Douyin, Baidu, IT Home for tech, 36Kr for finance, Hupu for sports). Use it when the user asks what is in the news or trending.",
    parameters,
    normalize: normalizeNewsArgs,
    phrases: newsPhrases,
    dialogue: newsDialogue,
    timeoutMs: timeoutMs * 2 + 1_000,
    execute: async ({ category = "general", limit = defaultLimit }, { signal, locale }) => {
      const boards = newsBoards[category];
      const errors: ToolError<string>[] = [];
      for (const board of boards) {
        try {
          const headlines = await fetchBoardHeadlines(http, board, { baseUrl: baseUrls[board.source], signal, locale });
          const unavailable =
            errors.length > 0 && boards[0].name.zh !== board.name.zh ? { unavailable_board: localize(locale, boards[0].name) } : {};
          return ToolResult.ok({
            category,
            board: localize(locale, board.name),
            source: board.source,
            ...unavailable,
            headlines: headlines
              .slice(0, limit)
              .map((headline, index) => ({ rank: index + 1, ...headline, title: inUserScript(headline.title, locale) })),
          });
        } catch (error) {
          errors.push(toToolError(error, locale, NEWS_SERVICE));
          if (signal.aborted) return ToolResult.fail(errors[errors.length - 1]);
        }
      }
      return ToolResult.fail(bothFailed(locale, boards, errors));
    },
    format: formatNewsHeadlines,
  });
}
