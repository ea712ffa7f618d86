import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from "axios";
import type axiosRetryExport from "axios-retry";
import { requireLazily } from "../core/require-lazily";

/** The User-Agent every request carries; Wikipedia and others refuse generic ones. */
export const USER_AGENT = "dialogue-graph/0.1 (https://github.com/dialogue-graph/dialogue-graph) axios/1";

/** What the tools ask of an HTTP client: a GET, as axios makes it. */
export interface HttpClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

type Axios = AxiosStatic;
type AxiosRetry = typeof axiosRetryExport;
let loaded: { axios: Axios; axiosRetry: AxiosRetry } | undefined;

/**
 * axios and axios-retry, loaded on the first request rather than with the library: a process
 * that answers locally (a clock, an alarm, a sum) never pays their ~0.15 s of loading. Both are
 * required as CommonJS in either build (see requireLazily): the client is this module's own, so
 * no class is shared with another copy. Their CommonJS builds put the function on
 * `exports.default` too (axios-retry only there); take `.default` where it is there.
 */
function loadAxios(): { axios: Axios; axiosRetry: AxiosRetry } {
  if (loaded === undefined) {
    const axios = requireLazily("axios") as Axios & { default?: Axios };
    const axiosRetry = requireLazily("axios-retry") as AxiosRetry & { default?: AxiosRetry };
    loaded = { axios: axios.default ?? axios, axiosRetry: axiosRetry.default ?? axiosRetry };
  }
  return loaded;
}

/** Whether a request failed in axios (a status, a timeout, no answer), as axios's own `isAxiosError` tells. */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Whether a request was cancelled through its signal, as axios's own `isCancel` tells. */
export function isHttpCancel(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}

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
 * An HTTP client (axios, loaded on the first request) with a timeout, a descriptive User-Agent and a retry for idempotent
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
}: HttpClientOptions = {}): HttpClient {
  let client: AxiosInstance | undefined;
  const build = () => {
    const { axios, axiosRetry } = loadAxios();
    const instance = axios.create({
      timeout: timeoutMs,
      headers: { "User-Agent": USER_AGENT, Accept: "application/json", ...headers },
    });
    axiosRetry(instance, {
      retries,
      retryDelay: () => retryDelayMs,
      retryCondition: (error) => axiosRetry.isNetworkOrIdempotentRequestError(error) && error.response?.status !== 429,
    });
    return instance;
  };
  return {
    async get(url, config) {
      client ??= build();
      return client.get(url, config);
    },
  };
}
