import type { DialogueGraph } from "../graph/dialogue-graph";
import type { UserEventHub } from "./events/user-event";
import type { UserTokens } from "./user-tokens";

/** One answered request, for an access log. */
export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  /** The user of the bearer token; undefined with one user or before authentication. */
  userId?: string;
  /** The request's id, as the answer's `X-Request-Id` carries it. */
  requestId: string;
  /** Time to the response's head (a stream goes on after it), in milliseconds. */
  durationMs: number;
}

/** Options of {@link startDialogueServer} and {@link createServerApp}. Only `assistant` is required. */
export interface DialogueServerOptions {
  /** The assistant every user talks to; each user's threads and data are kept apart by user. */
  assistant: DialogueGraph;
  /**
   * Bearer tokens and their users. Default: none — one user, and the server listens on
   * 127.0.0.1 only (a `host` that others can reach is refused without tokens, unless
   * `allowUnauthenticatedRemote`), checks `Host` (see `allowedHosts`) and takes requests from no
   * page but its own and those of `corsOrigins`.
   */
  tokens?: UserTokens;
  /** The port; 0 picks a free one. Default: 8080. */
  port?: number;
  /**
   * The address to listen on. Default: `"0.0.0.0"` with tokens, `"127.0.0.1"` without. Without
   * tokens any other address is refused unless `allowUnauthenticatedRemote` is set.
   */
  host?: string;
  /**
   * Lets a server without tokens listen on an address other machines can reach (`host`): anyone
   * who reaches it then acts as its one user. Default: false.
   */
  allowUnauthenticatedRemote?: boolean;
  /**
   * Host names the server answers to besides this machine's addresses (`localhost`, 127.0.0.1, ::1 and
   * any IP address, on its own port), e.g. `["assistant.home.arpa"]` behind a proxy; `name:port`
   * pins a port, `".example.com"` takes subdomains too, `["*"]` turns the check off. A request
   * naming another host is refused with 403 (DNS rebinding). Default: checked against these
   * addresses without tokens; not checked with tokens (a token, which no web page has, is needed anyway).
   */
  allowedHosts?: readonly string[];
  /**
   * How long a request's headers and body may take to arrive, in milliseconds; a slower one is
   * cut (408) even with a valid token. Streams answering a request are not limited. 0 for no limit. Default: 30 000.
   */
  requestTimeoutMs?: number;
  /** The model name `GET /v1/models` lists and chat completions answer as. Default: `"dialogue-graph"`. */
  modelName?: string;
  /** The largest request body, in bytes (a chat completion carries the whole conversation). Default: 1 MiB. */
  maxBodyBytes?: number;
  /** The longest turn text, in characters. Default: 4000. */
  maxTextLength?: number;
  /** Turns running at once in this process; more are refused with 503 to retry. Default: 512. */
  maxConcurrentTurns?: number;
  /** Turns one user may have running at once (per process); more are refused with 429. Default: 8. */
  maxTurnsPerUser?: number;
  /**
   * Origins a browser front end may call from (CORS), e.g. `["https://chat.example.com"]`; `["*"]` for any.
   * A request carrying another `Origin` than these and the server's own is refused with 403. Default: none.
   */
  corsOrigins?: readonly string[];
  /** Turns a thread's history answers with at most (`GET /v1/threads/{id}/turns?limit=`). Default: 20. */
  recentTurns?: number;
  /** How long shutdown lets running turns end before it aborts them, in milliseconds. Default: 30 000. */
  shutdownTimeoutMs?: number;
  /**
   * Where the users' events come from (alarms and timers ringing), sent on `GET /v1/events`:
   * a `PostgresEventHub` when several processes serve. Default: a new `InProcessEventHub`.
   */
  events?: UserEventHub;
  /** A readiness check for `GET /healthz` (e.g. the database answers); a throw makes it 503. Default: none. */
  healthCheck?: () => Promise<void>;
  /** Called once per answered request. Default: none. */
  onRequest?: (entry: RequestLogEntry) => void;
  /** Releases what the server was built with (a database pool), after the last turn ended. Default: none. */
  onClose?: () => Promise<void>;
}
