import { isHttpError, type HttpClient } from "../../http/http-client";
import { decodeQuoteBody } from "./decode-quote-body";

/**
 * GETs a quote feed and returns its body as text, decoded from GBK (or the declared charset).
 * An error answer's body is decoded too, so `toToolError` carries readable text
 * (e.g. Sina's `Kinsoku jikou desu!`) rather than bytes.
 */
export async function fetchQuoteText(
  http: HttpClient,
  url: string,
  { signal, headers = {} }: { signal: AbortSignal; headers?: Record<string, string> },
): Promise<string> {
  try {
    const response = await http.get<ArrayBuffer>(url, { responseType: "arraybuffer", signal, headers: { Accept: "*/*", ...headers } });
    return decodeQuoteBody(response.data, response.headers["content-type"]);
  } catch (error) {
    if (isHttpError(error) && error.response) {
      error.response.data = decodeQuoteBody(error.response.data, error.response.headers["content-type"]);
    }
    throw error;
  }
}
