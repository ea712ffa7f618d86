import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import type { NewsHeadlines } from "./news-headlines";

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Headlines as a short numbered list that names its board, e.g.
 * 「微博熱搜前 3 條：\n1. …\n2. …\n3. …」, saying first when the board asked for could not be
 * reached and another answered. Failures: the error message.
 */
export function formatNewsHeadlines(result: ToolResult<NewsHeadlines>, { locale }: FormatContext): string {
  const news = result.data;
  if (!result.success || news === undefined) return result.error?.message ?? "";
  const count = news.headlines.length;
  const list = news.headlines.map((headline) => `${headline.rank}. ${headline.title}`).join("\n");
  const note = news.unavailable_board
    ? localize(locale, {
        zh: `${news.unavailable_board}暫時連不上，改看${news.board}。`,
        en: `${capitalize(news.unavailable_board)} is not available, so here is ${news.board}. `,
      })
    : "";
  const heading = localize(locale, { zh: `${news.board}前 ${count} 條：`, en: `Top ${count} on ${news.board}:` });
  return `${note}${heading}\n${list}`;
}
