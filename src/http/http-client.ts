import type { AxiosError, AxiosRequestConfig, AxiosResponse } from "axios";
import { createAxiosHttpClient } from "./axios-http-client";
import { httpGet } from "./http-get";
import { HttpRequestError } from "./http-request-error";

/** The User-Agent every request carries; Wikipedia and others refuse generic ones. */
export const USER_AGENT = "dialogue-graph/0.1 (https://github.com/dialogue-graph/dialogue-graph) axios/1";

/** What the tools ask of an HTTP client: a GET, as axios makes it. */
export interface HttpClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

/** Whether a request failed in the client (a status, a timeout, no answer), as axios's own `isAxiosError` tells. */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Whether a request was cancelled through its signal, as axios's own `isCancel` tells. */
export function isHttpCancel(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Per-request timeout in milliseconds, retries included. Default: 10 000. */
  timeoutMs?: number;
  /** Retries for idempotent requests that failed on the network or with a 5xx. Default: 1. */
  retries?: number;
  /** Delay before a retry, in milliseconds. Default: 200. */
  retryDelayMs?: number;
  /** Headers sent on every request, added to the User-Agent. Default: none. */
  headers?: Record<string, string>;
}

// The variables axios reads a proxy from (proxy-from-env).
const PROXY_VARIABLES = ["https_proxy", "http_proxy", "all_proxy", "npm_config_https_proxy", "npm_config_http_proxy", "npm_config_proxy"];
const usesProxy = () => PROXY_VARIABLES.some((name) => Boolean(process.env[name]?.trim() || process.env[name.toUpperCase()]?.trim()));

/**
 * An HTTP client with a timeout, a descriptive User-Agent and a retry for idempotent requests
 * (never for 4xx, which a retry cannot fix, nor for 429, which it would make worse). Requests go
 * through Node's own `http` / `https`, answered and failing as axios's would (see httpGet); with
 * a proxy set in the environment (HTTPS_PROXY…), through axios, loaded then, which reads it.
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
  const shared = { "User-Agent": USER_AGENT, Accept: "application/json", ...headers };
  let proxied: HttpClient | undefined;
  return {
    async get<T>(url: string, config: AxiosRequestConfig = {}): Promise<AxiosResponse<T>> {
      if (usesProxy())
        return (proxied ??= createAxiosHttpClient({ timeoutMs, retries, retryDelayMs, headers: shared })).get<T>(url, config);
      const { signal } = config;
      const request = {
        url,
        params: config.params as Record<string, unknown> | undefined,
        headers: mergeHeaders(shared, config.headers as Record<string, unknown> | undefined),
        signal: signal as AbortSignal | undefined,
        responseType: config.responseType,
      };
      // As axios-retry without shouldResetTimeout: a retry has what is left of the timeout.
      let timeout = timeoutMs;
      for (let attempt = 0; ; attempt += 1) {
        const started = Date.now();
        try {
          return (await httpGet({ ...request, timeoutMs: timeout })) as unknown as AxiosResponse<T>;
        } catch (error) {
          timeout -= Date.now() - started + retryDelayMs;
          if (attempt >= retries || !isRetryable(error) || timeout <= 0) throw error;
          await pause(retryDelayMs, request.signal);
        }
      }
    },
  };
}

/** Waits `ms`, or less when the request is cancelled (its retry then fails as cancelled at once). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** A failure a second try may mend: no answer (not a timeout nor a cancellation), or a 5xx. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof HttpRequestError) || error.code === "ECONNABORTED" || error.code === "ERR_CANCELED") return false;
  return error.response === undefined || (error.response.status >= 500 && error.response.status <= 599);
}

/** The request's own headers over the client's, names compared without case (as axios does). */
function mergeHeaders(shared: Record<string, string>, own: Record<string, unknown> = {}): Record<string, string> {
  const merged = new Map<string, [string, string]>();
  for (const [name, value] of [...Object.entries(shared), ...Object.entries(own)]) {
    if (value !== undefined && value !== null) merged.set(name.toLowerCase(), [name, String(value)]);
  }
  return Object.fromEntries(merged.values());
}
