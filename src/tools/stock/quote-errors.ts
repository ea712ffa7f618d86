import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";

const service = { zh: "股票行情服務", en: "the stock quote service" };

/** Errors the quote feeds' parsers raise, in the user's language. */
export const quoteErrors = {
  /** What the user knows the quote feeds as, for `toToolError`. */
  service,
  /** The feed knows no stock with this code. */
  notFound: (locale: Locale, code: string): ToolError =>
    new ToolError(
      "NOT_FOUND",
      localize(locale, {
        zh: `找不到代號 ${code} 的股票，請確認代號是否正確。`,
        en: `No stock with the code ${code} was found. Please check the code.`,
      }),
      { code },
    ),
  /** The feed answered with something that is not a quote. */
  unreadable: (locale: Locale, source: string, reason: string): ToolError =>
    new ToolError(
      "api_error",
      localize(locale, { zh: `${service.zh}回傳的資料格式不對。`, en: `${service.en} sent an answer of an unexpected shape.` }),
      { source, reason },
    ),
};
