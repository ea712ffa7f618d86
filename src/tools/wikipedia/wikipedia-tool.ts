import { z } from "zod";
import { toSimplified, toTraditional } from "../../core/chinese-script";
import { defineTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { createHttpClient, USER_AGENT } from "../../http/http-client";
import { toToolError } from "../../http/to-tool-error";
import { chooseWiki, type WikiLanguage } from "./choose-wiki";
import { wikipediaPhrases } from "./phrases";
import { shortenExtract } from "./shorten-extract";
import { trimQuery } from "./trim-query";
import { createWikipediaClient, WIKIPEDIA_SERVICE, type PageSummary, type WikiRequest } from "./wikipedia-client";
import type { WikipediaData } from "./wikipedia-data";
import { formatWikipedia } from "./wikipedia-formatter";
import { wikipediaDialogue } from "./wikipedia-dialogue";

/** Options of {@link createWikipediaTool}. */
export interface WikipediaToolOptions {
  /** Host of each Wikipedia. Default: `{ zh: "https://zh.wikipedia.org", en: "https://en.wikipedia.org" }`. */
  baseUrls?: Partial<Record<WikiLanguage, string>>;
  /** Timeout of each request, in milliseconds. Default: 10 000. */
  timeoutMs?: number;
  /** Retries of a request that failed on the network or with a 5xx. Default: 1. */
  retries?: number;
  /** The User-Agent Wikimedia's policy asks for: client, version and a contact. Default: the library's own. */
  userAgent?: string;
  /** Longest summary kept, in characters, cut at a sentence end. Default: 300. */
  maxExtractLength?: number;
  /** Most options listed for a disambiguation page or a missing one. Default: 8. */
  maxOptions?: number;
}

const parameters = z.object({
  query: z.string().trim().min(1).describe("What to look up: a topic, person, place or thing, e.g. 黑洞, 量子力學, Alan Turing."),
});

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const stripTags = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);

/**
 * `search_wikipedia`: finds the Wikipedia article for a query and reads its short summary.
 * Chinese queries read zh.wikipedia.org in Traditional Chinese (zh-tw; zh-cn for Simplified
 * users), queries in Latin letters read en.wikipedia.org. A disambiguation page answers with
 * its options; no page answers NOT_FOUND with the search's suggestions.
 *
 * @example
 * ```ts
 * const tool = createWikipediaTool({ userAgent: "my-assistant/1.0 (me@example.com)" });
 * ```
 */
export function createWikipediaTool({
  baseUrls = {},
  timeoutMs = 10_000,
  retries = 1,
  userAgent = USER_AGENT,
  maxExtractLength = 300,
  maxOptions = 8,
}: WikipediaToolOptions = {}) {
  const http = createHttpClient({ timeoutMs, retries, headers: { "User-Agent": userAgent } });
  const client = createWikipediaClient({ http, baseUrls: { zh: "https://zh.wikipedia.org", en: "https://en.wikipedia.org", ...baseUrls } });

  return defineTool({
    name: "search_wikipedia",
    description:
      "Looks a topic up on Wikipedia and reads the start of its article. Use it for facts about a person, place, thing or idea when the user asks to look it up (查維基百科).",
    parameters,
    phrases: wikipediaPhrases,
    dialogue: wikipediaDialogue,
    // Search, summary, and the links of a disambiguation page: three requests at most.
    timeoutMs: timeoutMs * 3 + 1_000,
    normalize: (args) => (typeof args.query === "string" ? { ...args, query: trimQuery(args.query) } : args),
    format: formatWikipedia,
    async execute({ query }, { signal, locale }): Promise<ToolResult<WikipediaData>> {
      const request: WikiRequest = { ...chooseWiki(query, locale), signal, locale };
      const inScript = (text: string) =>
        request.variant === "zh-cn" ? toSimplified(text) : request.variant === "zh-tw" ? toTraditional(text) : text;
      const notFound = (suggestions: string[]) => {
        const list = suggestions.slice(0, maxOptions).map(inScript);
        const hint = list.length
          ? localize(locale, { zh: `你是不是要找：${list.join("、")}？`, en: ` Did you mean: ${list.join(", ")}?` })
          : "";
        return ToolResult.fail<WikipediaData>(
          new ToolError(
            "NOT_FOUND",
            localize(locale, { zh: `維基百科上找不到「${query}」。`, en: `Wikipedia has no page for "${query}".` }) + hint,
            { query, suggestions: list },
          ),
        );
      };
      try {
        const found = await client.search(query, maxOptions + 1, request);
        if (found.titles.length === 0) return notFound(found.suggestion ? [found.suggestion] : []);
        const wanted = inScript(query).toLowerCase();
        const title = found.titles.find((candidate) => inScript(candidate).toLowerCase() === wanted) ?? found.titles[0];
        const others = found.titles.filter((candidate) => candidate !== title);
        const summary = await client.summary(title, request);
        if (summary === null) return notFound(others);
        const options = summary.type === "disambiguation" ? await client.links(summary.title, maxOptions, request).catch(() => others) : [];
        return ToolResult.ok(toData(query, request.language, summary, options.slice(0, maxOptions).map(inScript), maxExtractLength));
      } catch (error) {
        return ToolResult.fail(toToolError(error, locale, WIKIPEDIA_SERVICE));
      }
    },
  });
}

function toData(query: string, language: WikiLanguage, summary: PageSummary, options: string[], maxExtractLength: number): WikipediaData {
  const disambiguation = summary.type === "disambiguation";
  return {
    query,
    language,
    title: summary.displaytitle ? stripTags(summary.displaytitle) : summary.title,
    type: disambiguation ? "disambiguation" : "article",
    ...(summary.description ? { description: summary.description } : {}),
    extract: disambiguation ? "" : shortenExtract(summary.extract ?? "", maxExtractLength),
    url: summary.content_urls?.desktop.page ?? "",
    options,
  };
}
