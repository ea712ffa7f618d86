import { HttpRequestError, type HttpAnswer } from "./http-request-error";
import { withQuery } from "./with-query";

/** What makes the request: Node's global `fetch`, or undici's own with its proxy agent (see proxyTransport). */
export interface HttpTransport {
  fetch: typeof fetch;
  /** undici's `dispatcher` option, passed to `fetch` when set. */
  dispatcher?: unknown;
}

/** One GET, as {@link httpGet} makes it. */
export interface HttpGetRequest {
  /** The URL as the caller gave it; errors carry it as their `config.url`, without the query (a key may be in it). */
  url: string;
  /** The query, written as axios wrote it (see withQuery). */
  params?: Record<string, unknown>;
  headers: Record<string, string>;
  /** Milliseconds from the request to the end of its body, redirects included. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** `"arraybuffer"`: the body as a Buffer; otherwise parsed JSON, else the text. */
  responseType?: string;
  /** Default: Node's global `fetch`. */
  transport?: HttpTransport;
}

/**
 * One GET on `fetch` (undici, built into Node: it follows redirects, dropping credentials on the
 * way to another origin, and unpacks a gzip, deflate or brotli body). The body is parsed as JSON
 * when it is JSON and kept as text when not (a Buffer for `responseType: "arraybuffer"`). A
 * failure is a {@link HttpRequestError}: a status outside 2xx (`ERR_BAD_REQUEST` /
 * `ERR_BAD_RESPONSE`, with the response), a timeout (`ECONNABORTED`), a cancellation
 * (`ERR_CANCELED`) or no answer (the socket's code, e.g. `ECONNREFUSED`).
 */
export async function httpGet({ url, params, headers, timeoutMs, signal, responseType, transport }: HttpGetRequest): Promise<HttpAnswer> {
  if (signal?.aborted) throw new HttpRequestError("canceled", { code: "ERR_CANCELED", url });
  const stop = new AbortController();
  let failure: HttpRequestError | undefined;
  const end = (error: HttpRequestError) => {
    failure ??= error;
    stop.abort(error);
  };
  const timer = setTimeout(() => end(new HttpRequestError(`timeout of ${timeoutMs}ms exceeded`, { code: "ECONNABORTED", url })), timeoutMs);
  const cancel = () => end(new HttpRequestError("canceled", { code: "ERR_CANCELED", url }));
  signal?.addEventListener("abort", cancel, { once: true });
  try {
    const { fetch: send = fetch, dispatcher } = transport ?? {};
    const init = { headers, signal: stop.signal, ...(dispatcher === undefined ? {} : { dispatcher }) } as RequestInit;
    const response = await send(withQuery(url, params), init);
    const body = Buffer.from(await response.arrayBuffer());
    const answer: HttpAnswer = {
      status: response.status,
      statusText: response.statusText,
      data: responseType === "arraybuffer" ? body : readBody(body.toString("utf8")),
      headers: Object.fromEntries(response.headers),
    };
    if (answer.status >= 200 && answer.status < 300) return answer;
    const code = answer.status >= 500 ? "ERR_BAD_RESPONSE" : "ERR_BAD_REQUEST";
    throw new HttpRequestError(`Request failed with status code ${answer.status}`, { code, url, response: answer });
  } catch (error) {
    if (failure !== undefined) throw failure;
    if (error instanceof HttpRequestError) throw error;
    // fetch fails with "fetch failed"; the socket's error is its cause (an AggregateError when every address refused).
    const cause = (error as { cause?: { code?: unknown; message?: unknown; errors?: Array<{ code?: unknown }> } }).cause;
    const code = cause?.code ?? cause?.errors?.[0]?.code;
    const message = typeof cause?.message === "string" && cause.message !== "" ? cause.message : String((error as Error).message ?? error);
    throw new HttpRequestError(message, { code: typeof code === "string" ? code : "ERR_NETWORK", url, cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}

/** A body as axios read it by default: JSON when it parses, else the text (without a byte order mark). */
function readBody(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body === "") return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
