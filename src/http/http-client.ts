import { httpGet } from "./http-get";
import { HttpRequestError, type HttpAnswer } from "./http-request-error";
import { proxyTransport, usesProxy } from "./proxy-transport";

/** The User-Agent every request carries; Wikipedia and others refuse generic ones. */
export const USER_AGENT = "dialogue-graph/0.1 (https://github.com/dialogue-graph/dialogue-graph) undici";

/** A GET's options: its query, its own headers (over the client's), a signal to cancel it, and how to read the body. */
export interface HttpRequestConfig {
  /** The query; an undefined value is left out. */
  params?: Record<string, unknown>;
  headers?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** `"arraybuffer"`: the body as a Buffer; otherwise parsed JSON, else the text. */
  responseType?: "arraybuffer" | "json" | "text";
}

/** What a server answered a GET that succeeded (2xx). */
export interface HttpResponse<T = unknown> extends HttpAnswer {
  data: T;
}

/** What the tools ask of an HTTP client: a GET. */
export interface HttpClient {
  get<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
}

/** Whether a request failed in the client (a status, a timeout, no answer, a cancellation). */
export function isHttpError(error: unknown): error is HttpRequestError {
  return error instanceof HttpRequestError;
}

/** Whether a request was cancelled through its signal. */
export function isHttpCancel(error: unknown): boolean {
  return error instanceof HttpRequestError && error.code === "ERR_CANCELED";
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

/**
 * An HTTP client with a timeout, a descriptive User-Agent and a retry for idempotent requests
 * (never for 4xx, which a retry cannot fix, nor for 429, which it would make worse). Requests go
 * through Node's global `fetch` (see httpGet); with a proxy set in the environment (HTTPS_PROXY,
 * HTTP_PROXY, ALL_PROXY, NO_PROXY), through the `undici` package's, loaded then (see proxyTransport).
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
  return {
    async get<T>(url: string, config: HttpRequestConfig = {}): Promise<HttpResponse<T>> {
      const request = {
        url,
        params: config.params,
        headers: mergeHeaders(shared, config.headers),
        signal: config.signal,
        responseType: config.responseType,
        transport: usesProxy() ? proxyTransport() : undefined,
      };
      // The timeout covers the retries too: a retry has what is left of it.
      let timeout = timeoutMs;
      for (let attempt = 0; ; attempt += 1) {
        const started = Date.now();
        try {
          return (await httpGet({ ...request, timeoutMs: timeout })) as HttpResponse<T>;
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

/** The request's own headers over the client's, names compared without case . */
function mergeHeaders(shared: Record<string, string>, own: Record<string, unknown> = {}): Record<string, string> {
  const merged = new Map<string, [string, string]>();
  for (const [name, value] of [...Object.entries(shared), ...Object.entries(own)]) {
    if (value !== undefined && value !== null) merged.set(name.toLowerCase(), [name, String(value)]);
  }
  return Object.fromEntries(merged.values());
}
