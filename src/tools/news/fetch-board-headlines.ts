import type { HttpClient } from "../../http/http-client";
import { z } from "zod";
import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { parseResponse } from "../../http/parse-response";
import type { NewsBoard } from "./news-boards";

/** A headline as a board lists it: the title in the source's own script and a link. */
export interface RawHeadline {
  title: string;
  url?: string;
}

/** The service name used in messages about the hot lists. */
export const NEWS_SERVICE = { zh: "熱門新聞服務", en: "the news headline service" };

// vvhan (apis.md 7.1): {success:true, name, data:[{index,title,desc,pic,hot,url,mobilUrl}]} or
// {success:false, code, message}. `hot` may be a string with Chinese units, a number, or missing.
const vvhanBody = z.discriminatedUnion("success", [
  z.object({
    success: z.literal(true),
    name: z.string().optional(),
    data: z.array(z.object({ title: z.string(), url: z.string().optional() })),
  }),
  z.object({ success: z.literal(false), code: z.number().optional(), message: z.string().optional() }),
]);

// 60s API (vikiboss/60s Common.buildJson): {code:200, message, data:[{title, link | url, ...}]};
// failures carry another code and `data: null`.
const sixtySecondsBody = z.object({
  code: z.number(),
  message: z.string().optional(),
  data: z.array(z.object({ title: z.string(), link: z.string().optional(), url: z.string().optional() })).nullable(),
});

function refused(locale: Locale, board: NewsBoard, details: Record<string, unknown>): ToolError {
  return new ToolError(
    "api_error",
    localize(locale, { zh: `${board.name.zh}暫時無法使用。`, en: `${board.name.en} is not available right now.` }),
    { source: board.source, path: board.path, ...details },
  );
}

/**
 * Reads one board's headlines from its source. A refusal in the body (vvhan's `success:false`,
 * a 60s code other than 200) or an empty list throws an `api_error` ToolError, so the caller
 * moves on to the fallback board.
 */
export async function fetchBoardHeadlines(
  http: HttpClient,
  board: NewsBoard,
  { baseUrl, signal, locale }: { baseUrl: string; signal: AbortSignal; locale: Locale },
): Promise<RawHeadline[]> {
  const { data: body } = await http.get<unknown>(`${baseUrl}/${board.path}`, { signal });
  let headlines: RawHeadline[];
  if (board.source === "vvhan") {
    const parsed = parseResponse(vvhanBody, body, locale, NEWS_SERVICE);
    if (!parsed.success) throw refused(locale, board, { code: parsed.code, message: parsed.message });
    headlines = parsed.data.map(({ title, url }) => ({ title, url }));
  } else {
    const parsed = parseResponse(sixtySecondsBody, body, locale, NEWS_SERVICE);
    if (parsed.code !== 200 || parsed.data === null) throw refused(locale, board, { code: parsed.code, message: parsed.message });
    headlines = parsed.data.map(({ title, link, url }) => ({ title, url: link ?? url }));
  }
  const listed = headlines.map((headline) => ({ ...headline, title: headline.title.trim() })).filter((headline) => headline.title !== "");
  if (listed.length === 0) throw refused(locale, board, { reason: "empty list" });
  return listed;
}
