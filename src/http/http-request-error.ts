import type { IncomingHttpHeaders } from "node:http";

/** What a server answered a request: as axios gives it (on an error, as the error's `response`). */
export interface HttpAnswer {
  status: number;
  statusText: string;
  /** The body: parsed JSON, else the text (a Buffer for `responseType: "arraybuffer"`). */
  data: unknown;
  /** The response's headers, by lower-case name. */
  headers: IncomingHttpHeaders;
}

/**
 * A request that failed in the HTTP client: a status outside 2xx (`response` set), a timeout
 * (`code` `ECONNABORTED`), no answer (`code` from the socket, e.g. `ECONNREFUSED`) or a
 * cancellation (`code` `ERR_CANCELED`). Shaped as axios's `AxiosError` (`isAxiosError`, and
 * `__CANCEL__` for a cancellation), so {@link isHttpError} and {@link isHttpCancel} read both.
 */
export class HttpRequestError extends Error {
  readonly isAxiosError = true;
  readonly code: string | undefined;
  readonly config: { url: string; method: "get" };
  readonly response: HttpAnswer | undefined;
  readonly __CANCEL__: boolean | undefined;

  constructor(message: string, { code, url, response, cause }: { code?: string; url: string; response?: HttpAnswer; cause?: unknown }) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = code === "ERR_CANCELED" ? "CanceledError" : "AxiosError";
    this.code = code;
    this.config = { url, method: "get" };
    this.response = response;
    if (code === "ERR_CANCELED") this.__CANCEL__ = true;
  }
}
