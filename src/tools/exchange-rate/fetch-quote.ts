import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { toToolError } from "../../http/to-tool-error";
import { currencyName } from "../../language/currency-words";
import type { ExchangeRateErrorCode } from "./exchange-rate-error-codes";
import { EXCHANGE_RATE_SERVICE, type RateQuote, type RateRequest, type RateSource } from "./rate-source";

/**
 * Asks each source in turn until one has the pair. A source that answered is believed over one
 * that failed: if any said it lacks the pair, the answer is `unsupported_currency`; if all
 * failed, the first failure (a timeout, the network, an HTTP error) is the answer.
 */
export async function fetchQuote(sources: readonly RateSource[], request: RateRequest): Promise<RateQuote | ToolError<string>> {
  let failure: ToolError<string> | undefined;
  let lacking = false;
  for (const source of sources) {
    try {
      const quote = await source.fetchRate(request);
      if (quote !== null) return quote;
      lacking = true;
    } catch (error) {
      failure ??= toToolError(error, request.locale, EXCHANGE_RATE_SERVICE);
      if (request.signal.aborted) return failure;
    }
  }
  if (lacking || failure === undefined) {
    return new ToolError<ExchangeRateErrorCode>(
      "unsupported_currency",
      localize(request.locale, {
        zh: `查不到${currencyName(request.base, "zh-TW")}換${currencyName(request.quote, "zh-TW")}的匯率，可能不支援這個幣別。`,
        en: `There is no rate from ${currencyName(request.base, "en")} to ${currencyName(request.quote, "en")}; one of them is not supported.`,
      }),
      { from: request.base, to: request.quote },
    );
  }
  return failure;
}
