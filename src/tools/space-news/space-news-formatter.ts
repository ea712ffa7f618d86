import { DateTime } from "luxon";
import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import type { SpaceNewsData } from "./space-news-data";

// The source's archive is thin before this year (a judgement, not a documented limit): an empty
// search for older years gets a hint instead of a bare "nothing found".
const OLD_NEWS_BEFORE_YEAR = 2015;
const SUMMARY_LENGTH = 120;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH).trimEnd()}…` : flat;
}

/**
 * A space news result as a readable list: how many were found for what, then one line per
 * article (title, site, date in the time zone, the summary's start). An empty result says what was
 * searched, with a hint when the years asked for are old. Failures: the error message.
 *
 * @example
 * 「找到 12 則上週（3月2日至3月8日）關於「SpaceX」的太空新聞，以下是最新的 3 則：
 * 1. SpaceX launches …（Spaceflight Now，3月8日）：SpaceX launched …」
 */
export function formatSpaceNews(result: ToolResult<SpaceNewsData>, { locale, now, timeZone }: FormatContext): string {
  if (!result.success || !result.data) return result.error?.message ?? "";
  const data = result.data;
  const description = data.search_description;
  const note = data.note ? `${data.note}\n` : "";
  if (data.count === 0) {
    const lastYear = data.search_params.published_at_lte
      ? DateTime.fromISO(data.search_params.published_at_lte, { zone: timeZone }).year
      : undefined;
    const hint =
      lastYear !== undefined && lastYear < OLD_NEWS_BEFORE_YEAR
        ? localize(locale, {
            zh: `這個新聞來源的文章多半是近年的，${lastYear} 年的新聞可能查不到。`,
            en: ` This source mostly has recent articles; news from ${lastYear} may not be there.`,
          })
        : "";
    return note + localize(locale, { zh: `沒有找到${description}。${hint}`, en: `No results for ${description}.${hint}` });
  }
  const currentYear = DateTime.fromJSDate(now, { zone: timeZone }).year;
  const lines = data.articles.map((article, index) => {
    const published = DateTime.fromISO(article.published_at, { zone: timeZone });
    const date = localize(locale, {
      zh: published.toFormat(published.year === currentYear ? "M月d日" : "yyyy年M月d日"),
      en: published.setLocale("en").toFormat(published.year === currentYear ? "MMMM d" : "MMMM d, yyyy"),
    });
    const summary = shorten(article.summary);
    const source = locale === "en" ? ` (${article.news_site}, ${date})` : `（${article.news_site}，${date}）`;
    return `${index + 1}. ${article.title}${source}${summary ? `${locale === "en" ? ": " : "："}${summary}` : ""}`;
  });
  const total = data.total_count;
  const header = localize(locale, {
    zh: `找到 ${total} 則${description}` + (data.count < total ? `，以下是最新的 ${data.count} 則：` : "："),
    en:
      `Found ${total} ${total === 1 ? "article" : "articles"} of ${description}` +
      (data.count < total ? `; the latest ${data.count}:` : ":"),
  });
  return `${note}${header}\n${lines.join("\n")}`;
}
