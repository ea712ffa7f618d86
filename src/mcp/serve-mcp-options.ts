import type { Readable, Writable } from "node:stream";
import type { Locale } from "../core/locale";

/** Options of {@link serveMcp}. */
export interface ServeMcpOptions {
  /** `"stdio"` speaks MCP on this process's stdin and stdout; `"http"` listens for Streamable HTTP. Default: `"stdio"`. */
  transport?: "stdio" | "http";
  /** stdio: the streams MCP messages arrive on and leave by. Default: `process.stdin`, `process.stdout`. */
  stdio?: { stdin: Readable; stdout: Writable };
  /** HTTP: the port; 0 picks a free one (see `url`). Default: 3000. */
  port?: number;
  /** HTTP: the address to listen on. Anything but loopback exposes every tool to the network. Default: `"127.0.0.1"`. */
  host?: string;
  /** HTTP: the endpoint's path. Default: `"/mcp"`. */
  path?: string;
  /**
   * HTTP: a session with no request and no open event stream for this long is ended; its id then
   * gets 404, and a client opens a new session. Default: 30 minutes.
   */
  sessionIdleTimeoutMs?: number;
  /**
   * HTTP: how many sessions may be open at once. A new one takes the place of the session idle
   * longest; when every session is busy, `initialize` gets 503 with `Retry-After`. Default: 100.
   */
  maxSessions?: number;
  /** Language of messages and formatted results. Default: the settings' (`DIALOGUE_GRAPH_LOCALE`, else zh-TW). */
  locale?: Locale;
  /** Time zone the tools read dates in. Default: the settings' (`DIALOGUE_GRAPH_TIME_ZONE`, else Asia/Taipei). */
  timeZone?: string;
  /** The clock, read once per call. Default: `() => new Date()`. */
  now?: () => Date;
  /** A call's timeout in milliseconds when its tool has none of its own. Default: 15 000. */
  toolTimeoutMs?: number;
  /**
   * Every call of a destructive tool (one that asks for confirmation, listed with
   * `destructiveHint: true`) is asked about through MCP elicitation — the tool's question, or one
   * naming the tool and its arguments — and runs only when the user accepts. With a client that
   * cannot be asked (no elicitation): `"refuse"` answers with an error saying the client must
   * support elicitation or the operator must opt in; `"run"` is that opt-in, trusting the client
   * to have asked its user. Default: `"refuse"`.
   */
  unconfirmed?: "run" | "refuse";
  /** The server's name, as clients show it. Default: `"dialogue-graph"`. */
  name?: string;
  /** The server's version, as clients show it. Default: this library's version. */
  version?: string;
}

/** A running MCP server, from {@link serveMcp}. */
export interface McpServing {
  /** HTTP: the endpoint's URL, e.g. `http://127.0.0.1:3000/mcp`. Undefined for stdio. */
  readonly url: string | undefined;
  /** Settles when the server has stopped: `close()` was called, or (stdio) the client closed stdin. */
  readonly closed: Promise<void>;
  /** Stops serving: ends every session and (HTTP) stops listening. */
  close(): Promise<void>;
}
