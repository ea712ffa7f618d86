import axios, { type AxiosInstance } from "axios";
import axiosRetryExport from "axios-retry";

/** The User-Agent every request carries; Wikipedia and others refuse generic ones. */
export const USER_AGENT = "dialogue-graph/0.1 (https://github.com/dialogue-graph/dialogue-graph) axios/1";

/**
 * axios-retry's CommonJS build puts its function on `exports.default`, and the CommonJS bundle
 * (dist/index.cjs) loads a CommonJS package as Node does, the whole `exports` object as the default
 * import; the ESM build gets the function itself. Take `.default` where it is there.
 */
const axiosRetry: typeof axiosRetryExport =
  (axiosRetryExport as typeof axiosRetryExport & { default?: typeof axiosRetryExport }).default ?? axiosRetryExport;

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Per-request timeout in milliseconds. Default: 10 000. */
  timeoutMs?: number;
  /** Retries for idempotent requests that failed on the network or with a 5xx. Default: 1. */
  retries?: number;
  /** Delay before a retry, in milliseconds. Default: 200. */
  retryDelayMs?: number;
  /** Headers sent on every request, added to the User-Agent. Default: none. */
  headers?: Record<string, string>;
}

/**
 * An axios client with a timeout, a descriptive User-Agent and a retry for idempotent
 * requests (never for 4xx, which a retry cannot fix, nor for 429, which it would make worse).
 *
 * @example
 * ```ts
 * const http = createHttpClient({ timeoutMs: 5000 });
 * const { data } = await http.get("https://api.frankfurter.dev/v2/rate/USD/TWD", { signal });
 * ```
 */
export function createHttpClient({
  timeoutMs = 10_000,
  retries = 1,
  retryDelayMs = 200,
  headers = {},
}: HttpClientOptions = {}): AxiosInstance {
  const client = axios.create({
    timeout: timeoutMs,
    headers: { "User-Agent": USER_AGENT, Accept: "application/json", ...headers },
  });
  axiosRetry(client, {
    retries,
    retryDelay: () => retryDelayMs,
    retryCondition: (error) => axiosRetry.isNetworkOrIdempotentRequestError(error) && error.response?.status !== 429,
  });
  return client;
}
