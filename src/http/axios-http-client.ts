import type { AxiosInstance, AxiosStatic } from "axios";
import type axiosRetryExport from "axios-retry";
import { requireLazily } from "../core/require-lazily";
import type { HttpClient } from "./http-client";

type AxiosRetry = typeof axiosRetryExport;
let loaded: { axios: AxiosStatic; axiosRetry: AxiosRetry } | undefined;

/**
 * axios and axios-retry, loaded on the first request that needs them (one through a proxy): a
 * process that never makes one never pays their ~45 ms of loading. Both are required as CommonJS in
 * either build (see requireLazily): the client is this module's own, so no class is shared with
 * another copy. Their CommonJS builds put the function on `exports.default` too (axios-retry only
 * there); take `.default` where it is there.
 */
function loadAxios(): { axios: AxiosStatic; axiosRetry: AxiosRetry } {
  if (loaded === undefined) {
    const axios = requireLazily("axios") as AxiosStatic & { default?: AxiosStatic };
    const axiosRetry = requireLazily("axios-retry") as AxiosRetry & { default?: AxiosRetry };
    loaded = { axios: axios.default ?? axios, axiosRetry: axiosRetry.default ?? axiosRetry };
  }
  return loaded;
}

/** What {@link createAxiosHttpClient} builds a client with. */
export interface AxiosHttpClientOptions {
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  /** Every request's headers, the User-Agent and Accept included. */
  headers: Record<string, string>;
}

/**
 * The HTTP client on axios (built on its first request), which reads the proxy settings of the
 * environment (HTTPS_PROXY, NO_PROXY…): a retry for idempotent
 * requests that failed on the network or with a 5xx (never for 4xx, which a retry cannot fix, nor
 * for 429, which it would make worse).
 */
export function createAxiosHttpClient({ timeoutMs, retries, retryDelayMs, headers }: AxiosHttpClientOptions): HttpClient {
  let client: AxiosInstance | undefined;
  const build = () => {
    const { axios, axiosRetry } = loadAxios();
    const instance = axios.create({ timeout: timeoutMs, headers });
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
