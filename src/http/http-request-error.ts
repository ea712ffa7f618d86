/** What a server answered a request (on an error, the error's `response`). */
export interface HttpAnswer {
  status: number;
  statusText: string;
  /** The body: parsed JSON, else the text (a Buffer for `responseType: "arraybuffer"`). */
  data: unknown;
  /** The response's headers, by lower-case name. */
  headers: Record<string, string>;
}

/**
 * A request that failed in the HTTP client: a status outside 2xx (`code` `ERR_BAD_REQUEST` or
 * `ERR_BAD_RESPONSE`, `response` set), a timeout (`code` `ECONNABORTED`), no answer (`code` from
 * the socket, e.g. `ECONNREFUSED`) or a cancellation (`code` `ERR_CANCELED`). `config.url` is the
 * URL without the query the request added, so an API key in it never reaches a tool error.
 */
export class HttpRequestError extends Error {
  readonly code: string;
  readonly config: { url: string; method: "get" };
  readonly response: HttpAnswer | undefined;

  constructor(message: string, { code, url, response, cause }: { code: string; url: string; response?: HttpAnswer; cause?: unknown }) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "HttpRequestError";
    this.code = code;
    this.config = { url, method: "get" };
    this.response = response;
  }
}
