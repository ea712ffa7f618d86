import type { HttpClient } from "../../http/http-client";
import { z } from "zod";
import type { Locale } from "../../core/locale";
import { parseResponse } from "../../http/parse-response";

/** How the user hears of SNAPI in messages. */
export const SNAPI_SERVICE = { zh: "太空新聞服務", en: "the space news service" };

const articleSchema = z.object({
  title: z.string(),
  summary: z
    .string()
    .nullable()
    .transform((summary) => summary ?? ""),
  news_site: z.string(),
  published_at: z.string(),
  url: z.string(),
});

const articleListSchema = z.object({ count: z.number().int().min(0), results: z.array(articleSchema) });

/** One article as the tool reports it. */
export type SpaceArticle = z.infer<typeof articleSchema>;

/** What {@link fetchArticles} needs. */
export interface FetchArticlesOptions {
  http: HttpClient;
  /** Base URL without `/v4`, e.g. `https://api.spaceflightnewsapi.net`. */
  baseUrl: string;
  /** SNAPI `search` (title, summary or news site); omitted when undefined. */
  search?: string;
  /** `published_at_gte` / `published_at_lte`, ISO-8601 UTC. */
  publishedAtGte?: string;
  publishedAtLte?: string;
  limit: number;
  signal: AbortSignal;
  locale: Locale;
}

/**
 * The newest articles matching a search, from `GET /v4/articles/` ordered by `-published_at`:
 * how many match in all (`count`) and the first `limit`. Throws what the request threw, or an
 * `api_error` ToolError for a body of another shape.
 */
export async function fetchArticles(options: FetchArticlesOptions): Promise<{ count: number; results: SpaceArticle[] }> {
  const { http, baseUrl, search, publishedAtGte, publishedAtLte, limit, signal, locale } = options;
  const params: Record<string, string | number> = { limit, ordering: "-published_at" };
  if (search) params.search = search;
  if (publishedAtGte) params.published_at_gte = publishedAtGte;
  if (publishedAtLte) params.published_at_lte = publishedAtLte;
  const response = await http.get(`${baseUrl.replace(/\/+$/, "")}/v4/articles/`, { params, signal });
  const body = parseResponse(articleListSchema, response.data, locale, SNAPI_SERVICE);
  return { count: body.count, results: body.results.slice(0, limit) };
}
