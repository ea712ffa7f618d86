import { z } from "zod";
import { toTraditional } from "../../core/chinese-script";
import { defineTool, type DefinedTool } from "../../core/define-tool";
import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { createHttpClient } from "../../http/http-client";
import { toToolError } from "../../http/to-tool-error";
import { fetchQuoteText } from "./fetch-quote-text";
import { inferMarketPrefix } from "./infer-market-prefix";
import { parseSinaQuote } from "./parse-sina-quote";
import { parseTencentQuote } from "./parse-tencent-quote";
import { stockPhrases } from "./phrases";
import { quoteErrors } from "./quote-errors";
import { readStockCode } from "./read-stock-code";
import { formatStockQuote } from "./stock-formatter";
import { codeOfStockName } from "./stock-names";
import type { ParsedQuote, StockQuote } from "./stock-quote";
import { stockDialogue } from "./stock-dialogue";

/** Options of {@link createStockTool}. */
export interface StockToolOptions {
  /** Tencent's quote host; quotes are read from `{tencentBaseUrl}/q=sh600519`. Default: `https://qt.gtimg.cn`. */
  tencentBaseUrl?: string;
  /** Sina's quote host, the fallback; quotes are read from `{sinaBaseUrl}/list=sh600519`. Default: `https://hq.sinajs.cn`. */
  sinaBaseUrl?: string;
  /** The Referer Sina requires (without it Sina answers 403). Default: `https://finance.sina.com.cn`. */
  sinaReferer?: string;
  /** Timeout of each request in milliseconds; the tool allows time for both feeds. Default: 5000. */
  timeoutMs?: number;
  /** Retries of a request that failed on the network or with a 5xx. Default: 0 (the other feed is the retry). */
  retries?: number;
}

const parameters = z.object({
  code: z
    .string()
    .regex(/^(?:sh|sz|bj)?\d{6}$/, "a six-digit A-share code, optionally prefixed with sh, sz or bj")
    .describe(
      "The six-digit A-share code, optionally with its exchange: 600519, sz000001, bj920002. A few well-known names (贵州茅台, 宁德时代) are also understood.",
    ),
});

function inUserScript(name: string, locale: Locale): string {
  return locale === "zh-TW" ? toTraditional(name).replaceAll("臺", "台") : name;
}

function toStockQuote({ volumeIn, ...quote }: ParsedQuote, locale: Locale): StockQuote {
  const volumeUnit = localize(locale, volumeIn === "lots" ? { zh: "手", en: "lots" } : { zh: "股", en: "shares" });
  return { ...quote, name: inUserScript(quote.name, locale), volume_unit: volumeUnit };
}

// Of two failures, "no such stock" is the one worth saying; otherwise the first feed's error,
// with the fallback's in the details for logs.
function pickError(primary: ToolError<string>, fallback: ToolError<string>): ToolError<string> {
  if (fallback.code === "NOT_FOUND") return fallback;
  if (primary.code === "NOT_FOUND") return primary;
  return new ToolError<string>(primary.code, primary.message, { ...primary.details, fallback: fallback.toJSON() });
}

/**
 * `get_stock(code)`: the latest quote of a Chinese A-share from Tencent (GBK, `~` fields),
 * falling back to Sina (which needs a Referer). The exchange is inferred from the code when
 * no `sh`/`sz`/`bj` prefix is given (920xxx is Beijing; a bare 000001 is Ping An Bank).
 *
 * @example
 * ```ts
 * const registry = new ToolRegistry([createStockTool({ timeoutMs: 3000 })]);
 * ```
 */
export function createStockTool({
  tencentBaseUrl = "https://qt.gtimg.cn",
  sinaBaseUrl = "https://hq.sinajs.cn",
  sinaReferer = "https://finance.sina.com.cn",
  timeoutMs = 5_000,
  retries = 0,
}: StockToolOptions = {}): DefinedTool<typeof parameters, StockQuote> {
  const http = createHttpClient({ timeoutMs, retries });
  const feeds = [
    async (symbol: string, signal: AbortSignal, locale: Locale) =>
      parseTencentQuote(await fetchQuoteText(http, `${tencentBaseUrl}/q=${symbol}`, { signal }), symbol, locale),
    async (symbol: string, signal: AbortSignal, locale: Locale) =>
      parseSinaQuote(
        await fetchQuoteText(http, `${sinaBaseUrl}/list=${symbol}`, { signal, headers: { Referer: sinaReferer } }),
        symbol,
        locale,
      ),
  ] as const;

  return defineTool({
    name: "get_stock",
    description:
      "Gets the latest quote of a mainland China A-share (Shanghai, Shenzhen or Beijing exchange) by its six-digit code: name, price, change, open, high, low, volume and time. Use it when the user asks for a stock price by code, e.g. 600519 or sz000001.",
    parameters,
    normalize: (args) => {
      const code = typeof args.code === "number" ? String(args.code).padStart(6, "0") : args.code;
      return typeof code === "string" ? { ...args, code: readStockCode(code) ?? codeOfStockName(code) ?? code } : args;
    },
    phrases: stockPhrases,
    dialogue: stockDialogue,
    timeoutMs: timeoutMs * feeds.length + 1_000,
    execute: async ({ code }, { signal, locale }) => {
      const digits = code.slice(-6);
      const prefix = code.length > 6 ? code.slice(0, 2) : inferMarketPrefix(digits);
      if (prefix === null) {
        return ToolResult.fail(
          new ToolError(
            "NOT_FOUND",
            localize(locale, {
              zh: `看不出 ${digits} 是哪個交易所的股票，請在代號前加上 sh、sz 或 bj。`,
              en: `${digits} does not look like a Shanghai, Shenzhen or Beijing code. Please add sh, sz or bj in front of it.`,
            }),
            { code: digits },
          ),
        );
      }
      const symbol = `${prefix}${digits}`;
      const errors: ToolError<string>[] = [];
      for (const feed of feeds) {
        try {
          return ToolResult.ok(toStockQuote(await feed(symbol, signal, locale), locale));
        } catch (error) {
          errors.push(toToolError(error, locale, quoteErrors.service));
          if (signal.aborted) break;
        }
      }
      return ToolResult.fail(errors.length === 2 ? pickError(errors[0], errors[1]) : errors[0]);
    },
    format: formatStockQuote,
  });
}
