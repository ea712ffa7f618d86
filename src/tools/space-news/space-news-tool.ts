import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { createHttpClient } from "../../http/http-client";
import { toToolError } from "../../http/to-tool-error";
import { describeSearch } from "./describe-search";
import { normalizeSpaceNewsArgs } from "./normalize-space-news-args";
import { spaceNewsPhrases } from "./phrases";
import { spaceNewsDialogue } from "./space-news-dialogue";
import { resolveSearchPeriod } from "./search-period";
import { fetchArticles, SNAPI_SERVICE } from "./snapi-articles";
import type { SpaceNewsData } from "./space-news-data";
import { formatSpaceNews } from "./space-news-formatter";
import { translateKeywords } from "./space-glossary";

/** Options of {@link createSpaceNewsTool}. */
export interface SpaceNewsToolOptions {
  /** Spaceflight News API base URL (without `/v4`). Default: `"https://api.spaceflightnewsapi.net"`. */
  baseUrl?: string;
  /** Timeout per request in milliseconds. Default: 10 000. */
  timeoutMs?: number;
  /** Retries of a request that failed on the network or with a 5xx. Default: 1. */
  retries?: number;
}

const parameters = z.object({
  keywords: z.string().optional().describe("Search words, e.g. SpaceX, Starship, 火星, 詹姆斯韋伯. Chinese is searched in English."),
  time_period: z
    .string()
    .optional()
    .describe("When: 今天, 昨天, 本週, 上週, 本月, 上個月, 今年, 去年, 三天前, 2020年 (or this week, last month, 2020). Default: latest."),
  limit: z.number().int().min(1).max(20).default(3).describe("How many articles, 1-20. Default: 3."),
});

/**
 * The `search_space_news` tool: the newest spaceflight articles from the Spaceflight News API
 * (SNAPI v4), by keywords and a time period read in the configured time zone.
 *
 * @example
 * ```ts
 * const tool = createSpaceNewsTool({ baseUrl: "http://127.0.0.1:8080" });
 * ```
 */
export function createSpaceNewsTool({
  baseUrl = "https://api.spaceflightnewsapi.net",
  timeoutMs = 10_000,
  retries = 1,
}: SpaceNewsToolOptions = {}) {
  const http = createHttpClient({ timeoutMs, retries });
  return defineTool({
    name: "search_space_news",
    description:
      "Searches recent spaceflight news (launches, NASA, SpaceX, Mars, the Moon, space stations, telescopes) by keywords and time period. Not for general news.",
    parameters,
    normalize: normalizeSpaceNewsArgs,
    phrases: spaceNewsPhrases,
    dialogue: spaceNewsDialogue,
    format: formatSpaceNews,
    execute: async ({ keywords, time_period: timePeriod, limit }, { now, timeZone, locale, signal }) => {
      const period = timePeriod ? resolveSearchPeriod(timePeriod, { now, timeZone }) : { kind: "latest" as const };
      if (period === null) {
        return ToolResult.fail<SpaceNewsData>(
          new ToolError(
            "invalid_date",
            localize(locale, { zh: `看不懂「${timePeriod}」這個時間範圍。`, en: `"${timePeriod}" is not a time period I can read.` }),
          ),
        );
      }
      const translation = keywords ? translateKeywords(keywords) : undefined;
      const search = translation?.search || undefined;
      const range = period.kind === "range" ? { publishedAtGte: period.gte, publishedAtLte: period.lte } : {};
      try {
        let answer = await fetchArticles({ http, baseUrl, search, limit, signal, locale, ...range });
        let note: string | null = null;
        let widened = false;
        if (answer.count === 0 && period.kind === "range" && period.isThisYear) {
          answer = await fetchArticles({ http, baseUrl, search, limit, signal, locale });
          widened = true;
          note = localize(locale, {
            zh: "今年沒有找到相關新聞，以下是不限時間的結果。",
            en: "Nothing this year, so these results are from any time.",
          });
        }
        const description = describeSearch({
          keywords,
          timePeriod: widened ? undefined : timePeriod,
          period: widened ? { kind: "latest" } : period,
          translation,
          now,
          timeZone,
        });
        return ToolResult.ok<SpaceNewsData>({
          count: answer.results.length,
          total_count: answer.count,
          search_params: {
            keywords: keywords ?? null,
            search: search ?? null,
            time_period: timePeriod ?? null,
            published_at_gte: widened ? null : (range.publishedAtGte ?? null),
            published_at_lte: widened ? null : (range.publishedAtLte ?? null),
            limit,
          },
          search_description: localize(locale, description),
          articles: answer.results,
          note,
        });
      } catch (error) {
        return ToolResult.fail<SpaceNewsData>(toToolError(error, locale, SNAPI_SERVICE));
      }
    },
  });
}
