import { isHttpError, type HttpClient } from "../../http/http-client";
import { z } from "zod";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { parseResponse } from "../../http/parse-response";
import { toToolError } from "../../http/to-tool-error";
import { EXCHANGE_RATE_SERVICE, type RateQuote, type RateRequest, type RateSource } from "./rate-source";

const latestSchema = z.discriminatedUnion("result", [
  z.object({
    result: z.literal("success"),
    time_last_update_unix: z.number(),
    base_code: z.string(),
    rates: z.record(z.string(), z.number()),
  }),
  z.object({ result: z.literal("error"), "error-type": z.string() }),
]);

/** `error-type` values that mean the code itself is unknown. */
const unknownCodeErrors = new Set(["unsupported-code", "malformed-request"]);

/**
 * ExchangeRate-API's open access (`GET {baseUrl}/v6/latest/{base}`): no key, daily rates for
 * about 160 currencies including TWD. Its error body, `{"result":"error","error-type":…}`,
 * may come with HTTP 200 or 404.
 */
export function createOpenErApiSource({ baseUrl, http }: { baseUrl: string; http: HttpClient }): RateSource {
  return {
    name: "ExchangeRate-API",
    async fetchRate({ base, quote, signal, locale }: RateRequest): Promise<RateQuote | null> {
      let raw: unknown;
      try {
        raw = (await http.get(`${baseUrl}/v6/latest/${base}`, { signal })).data;
      } catch (error) {
        const body = isHttpError(error) && error.response?.status === 404 ? error.response.data : undefined;
        if (body === undefined) throw toToolError(error, locale, EXCHANGE_RATE_SERVICE);
        raw = body;
      }
      const body = parseResponse(latestSchema, raw, locale, EXCHANGE_RATE_SERVICE);
      if (body.result === "error") {
        if (unknownCodeErrors.has(body["error-type"])) return null;
        throw new ToolError(
          "api_error",
          localize(locale, { zh: "匯率服務暫時無法使用。", en: "The exchange rate service is not available right now." }),
          { errorType: body["error-type"] },
        );
      }
      const rate = body.rates[quote];
      if (rate === undefined) return null;
      const date = new Date(body.time_last_update_unix * 1000).toISOString().slice(0, 10);
      return { rate, date, source: "ExchangeRate-API" };
    },
  };
}
