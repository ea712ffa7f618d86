import { isHttpError, type HttpClient } from "../../http/http-client";
import { z } from "zod";
import { parseResponse } from "../../http/parse-response";
import { toToolError } from "../../http/to-tool-error";
import { EXCHANGE_RATE_SERVICE, type RateQuote, type RateRequest, type RateSource } from "./rate-source";

const rateSchema = z.object({ date: z.string(), base: z.string(), quote: z.string(), rate: z.number().positive() });

/**
 * Frankfurter v2 (`GET {baseUrl}/v2/rate/{base}/{quote}`), which has TWD (v1 does not).
 * A 404 (no data for a valid code) or 422 (not an ISO code) means the pair is not there.
 */
export function createFrankfurterSource({ baseUrl, http }: { baseUrl: string; http: HttpClient }): RateSource {
  return {
    name: "Frankfurter",
    async fetchRate({ base, quote, signal, locale }: RateRequest): Promise<RateQuote | null> {
      try {
        const response = await http.get(`${baseUrl}/v2/rate/${base}/${quote}`, { signal });
        const body = parseResponse(rateSchema, response.data, locale, EXCHANGE_RATE_SERVICE);
        return { rate: body.rate, date: body.date, source: "Frankfurter" };
      } catch (error) {
        const status = isHttpError(error) ? error.response?.status : undefined;
        if (status === 404 || status === 422) return null;
        throw toToolError(error, locale, EXCHANGE_RATE_SERVICE);
      }
    },
  };
}
