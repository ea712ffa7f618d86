import type { IncomingMessage } from "node:http";
import { createBrotliDecompress, createUnzip } from "node:zlib";
import { HttpRequestError, type HttpAnswer } from "./http-request-error";
import { withQuery } from "./with-query";

/** One GET, as {@link httpGet} makes it. */
export interface HttpGetRequest {
  /** The URL as the caller gave it; errors carry it as their `config.url`, without the query (as axios's do). */
  url: string;
  /** The query, written as axios writes it (see withQuery). */
  params?: Record<string, unknown>;
  headers: Record<string, string>;
  /** Milliseconds from the request to the end of its body, redirects included. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** `"arraybuffer"`: the body as a Buffer; otherwise parsed JSON, else the text. */
  responseType?: string;
}

// As axios (follow-redirects): at most 21 redirects; credentials are not sent on to another host.
const MAX_REDIRECTS = 21;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PRIVATE_HEADERS = new Set(["authorization", "proxy-authorization", "cookie"]);

/**
 * One GET on Node's own `http` / `https` (loaded with Node; axios took ~45 ms to load and Node's
 * `fetch` ~17 ms, and `fetch` adds headers of its own), answered and failing as axios answers and
 * fails on the same modules: redirects followed, a gzip, deflate or brotli body unpacked, the body
 * parsed as JSON when it is JSON and kept as text when not (a Buffer for `responseType:
 * "arraybuffer"`), and a {@link HttpRequestError} for a status outside 2xx (`ERR_BAD_REQUEST` /
 * `ERR_BAD_RESPONSE`, with the response), a timeout (`ECONNABORTED`), a cancellation
 * (`ERR_CANCELED`) or no answer (the socket's code, e.g. `ECONNREFUSED`).
 */
export async function httpGet({ url, params, headers, timeoutMs, signal, responseType }: HttpGetRequest): Promise<HttpAnswer> {
  if (signal?.aborted) throw new HttpRequestError("canceled", { code: "ERR_CANCELED", url });
  const stop = new AbortController();
  let failure: HttpRequestError | undefined;
  const end = (error: HttpRequestError) => {
    failure ??= error;
    stop.abort();
  };
  const timer = setTimeout(() => end(new HttpRequestError(`timeout of ${timeoutMs}ms exceeded`, { code: "ECONNABORTED", url })), timeoutMs);
  const cancel = () => end(new HttpRequestError("canceled", { code: "ERR_CANCELED", url }));
  signal?.addEventListener("abort", cancel, { once: true });
  try {
    let location = new URL(withQuery(url, params));
    const packed = Object.keys(headers).some((name) => name.toLowerCase() === "accept-encoding");
    let sent: Record<string, string> = packed ? headers : { ...headers, "Accept-Encoding": "gzip, compress, deflate, br" };
    for (let redirects = 0; ; redirects += 1) {
      const message = await send(location, sent, stop.signal);
      const next = message.headers.location;
      if (!REDIRECTS.has(message.statusCode ?? 0) || next === undefined) {
        const body = await readAll(message, stop.signal);
        const answer: HttpAnswer = {
          status: message.statusCode ?? 0,
          statusText: message.statusMessage ?? "",
          data: responseType === "arraybuffer" ? body : readBody(body.toString("utf8")),
          headers: message.headers,
        };
        if (answer.status >= 200 && answer.status < 300) return answer;
        const code = answer.status >= 500 ? "ERR_BAD_RESPONSE" : "ERR_BAD_REQUEST";
        throw new HttpRequestError(`Request failed with status code ${answer.status}`, { code, url, response: answer });
      }
      message.resume();
      if (redirects >= MAX_REDIRECTS)
        throw new HttpRequestError("Maximum number of redirects exceeded", { code: "ERR_FR_TOO_MANY_REDIRECTS", url });
      const target = new URL(next, location);
      if (target.host !== location.host)
        sent = Object.fromEntries(Object.entries(sent).filter(([name]) => !PRIVATE_HEADERS.has(name.toLowerCase())));
      location = target;
    }
  } catch (error) {
    if (failure !== undefined) throw failure;
    if (error instanceof HttpRequestError) throw error;
    const { code, errors } = error as { code?: unknown; errors?: Array<{ code?: unknown }> };
    const socketCode = typeof code === "string" ? code : errors?.[0]?.code;
    throw new HttpRequestError(error instanceof Error ? error.message : String(error), {
      code: typeof socketCode === "string" ? socketCode : "ERR_NETWORK",
      url,
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}

/** Sends the request and resolves with the response's head. */
async function send(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  const { request } = url.protocol === "https:" ? await import("node:https") : await import("node:http");
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: "GET", headers, signal }, resolve);
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The whole body, unpacked as its Content-Encoding says. */
async function readAll(message: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
  const encoding = String(message.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const unpack = ["gzip", "x-gzip", "deflate", "compress", "x-compress"].includes(encoding)
    ? createUnzip()
    : encoding === "br"
      ? createBrotliDecompress()
      : undefined;
  const stream = unpack === undefined ? message : message.pipe(unpack);
  if (unpack !== undefined) message.on("error", (error) => unpack.destroy(error));
  const stopped = () => stream.destroy(new Error("stopped"));
  signal.addEventListener("abort", stopped, { once: true });
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    signal.removeEventListener("abort", stopped);
  }
}

/** A body as axios reads it by default: JSON when it parses, else the text (without a byte order mark). */
function readBody(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body === "") return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
