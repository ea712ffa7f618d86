import { isHttpError, type HttpClient } from "../../http/http-client";
import { z } from "zod";
import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";
import { parseResponse } from "../../http/parse-response";
import { toToolError } from "../../http/to-tool-error";
import type { WikiChoice } from "./choose-wiki";

/** How Wikipedia is named in messages. */
export const WIKIPEDIA_SERVICE = { zh: "維基百科", en: "Wikipedia" } as const;

const actionError = z.object({ error: z.object({ code: z.string(), info: z.string().optional() }) });
const searchSchema = z.object({
  query: z.object({
    searchinfo: z.object({ suggestion: z.string().optional() }).optional(),
    search: z.array(z.object({ title: z.string() })),
  }),
});
const linksSchema = z.object({
  query: z.object({
    pages: z.array(z.object({ title: z.string(), links: z.array(z.object({ ns: z.number(), title: z.string() })).optional() })),
  }),
});
const summarySchema = z.object({
  type: z.string(),
  title: z.string(),
  displaytitle: z.string().optional(),
  description: z.string().optional(),
  extract: z.string().optional(),
  content_urls: z.object({ desktop: z.object({ page: z.string() }) }).optional(),
});

/** A page summary as the REST API gives it. */
export type PageSummary = z.infer<typeof summarySchema>;

/** One request's settings: which wiki and variant, the abort signal, the language of errors. */
export interface WikiRequest extends WikiChoice {
  signal: AbortSignal;
  locale: Locale;
}

/**
 * The three calls the tool makes: a full-text title search and a disambiguation page's links
 * (Action API), and a page summary (REST). Every failure is thrown as a ToolError; a missing
 * summary resolves to `null`.
 */
export function createWikipediaClient({ http, baseUrls }: { http: HttpClient; baseUrls: Record<WikiChoice["language"], string> }) {
  async function action<T>(schema: z.ZodType<T>, params: Record<string, string>, request: WikiRequest): Promise<T> {
    const variant = request.variant === undefined ? {} : { variant: request.variant };
    let body: unknown;
    try {
      ({ data: body } = await http.get(`${baseUrls[request.language]}/w/api.php`, {
        params: { ...params, ...variant, format: "json", formatversion: "2" },
        signal: request.signal,
      }));
    } catch (error) {
      throw toToolError(error, request.locale, WIKIPEDIA_SERVICE);
    }
    const failure = actionError.safeParse(body);
    if (failure.success) {
      const code = failure.data.error.code === "ratelimited" ? "rate_limited" : "api_error";
      throw new ToolError(
        code,
        localize(request.locale, {
          zh: "維基百科暫時無法使用，請稍後再試。",
          en: "Wikipedia is not available right now. Please try again later.",
        }),
        { ...failure.data.error },
      );
    }
    return parseResponse(schema, body, request.locale, WIKIPEDIA_SERVICE);
  }

  return {
    /** Titles of the best matching articles, and the search engine's "did you mean", if any. */
    async search(query: string, limit: number, request: WikiRequest): Promise<{ titles: string[]; suggestion?: string }> {
      const body = await action(
        searchSchema,
        { action: "query", list: "search", srsearch: query, srlimit: String(limit), srinfo: "suggestion" },
        request,
      );
      return { titles: body.query.search.map((hit) => hit.title), suggestion: body.query.searchinfo?.suggestion };
    },

    /** Article titles a (disambiguation) page links to, in the page's order as the API gives it. */
    async links(title: string, limit: number, request: WikiRequest): Promise<string[]> {
      const body = await action(
        linksSchema,
        { action: "query", prop: "links", titles: title, plnamespace: "0", pllimit: String(limit) },
        request,
      );
      return body.query.pages.flatMap((page) => (page.links ?? []).map((link) => link.title));
    },

    /** The page's summary in the request's variant, or null when the page does not exist (404). */
    async summary(title: string, request: WikiRequest): Promise<PageSummary | null> {
      const url = `${baseUrls[request.language]}/api/rest_v1/page/summary/${encodeURIComponent(title.replaceAll(" ", "_"))}`;
      const headers = request.variant === undefined ? {} : { "Accept-Language": request.variant };
      try {
        const { data } = await http.get(url, { headers, signal: request.signal });
        return parseResponse(summarySchema, data, request.locale, WIKIPEDIA_SERVICE);
      } catch (error) {
        if (isHttpError(error) && error.response?.status === 404) return null;
        throw toToolError(error, request.locale, WIKIPEDIA_SERVICE);
      }
    },
  };
}

/** The client {@link createWikipediaClient} builds. */
export type WikipediaClient = ReturnType<typeof createWikipediaClient>;
