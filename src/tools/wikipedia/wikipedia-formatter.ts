import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import type { WikipediaData } from "./wikipedia-data";

/**
 * The summary as a spoken answer: 「根據維基百科「黑洞」條目：黑洞是…」; for a disambiguation
 * page, its options and a question; a failure reads as its error message.
 */
export function formatWikipedia(result: ToolResult<WikipediaData>, { locale }: FormatContext): string {
  if (!result.success || result.data === undefined) return result.error?.message ?? "";
  const { title, type, extract, description, options } = result.data;
  if (type === "disambiguation") {
    if (options.length === 0)
      return localize(locale, {
        zh: `「${title}」在維基百科上有好幾個意思，請說得更具體一點。`,
        en: `"${title}" has several meanings on Wikipedia. Please be more specific.`,
      });
    return localize(locale, {
      zh: `「${title}」在維基百科上有好幾個意思：${options.join("、")}。你想查哪一個？`,
      en: `"${title}" has several meanings on Wikipedia: ${options.join(", ")}. Which one do you mean?`,
    });
  }
  const body = extract || description || "";
  if (!body)
    return localize(locale, {
      zh: `維基百科有「${title}」這個條目，但沒有摘要。`,
      en: `Wikipedia has an article on "${title}", but no summary.`,
    });
  return localize(locale, { zh: `根據維基百科「${title}」條目：${body}`, en: `According to Wikipedia's article "${title}": ${body}` });
}
