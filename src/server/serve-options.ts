import type { Settings } from "../index";

/** What `dialogue-graph serve` is started with: its flags, and the settings (environment and `.env`). */
export interface ServeOptions {
  /** Settings; DATABASE_URL and DIALOGUE_GRAPH_TOKENS are read from `settings.env`. */
  settings: Settings;
  /** `--port`. Default: 8080. */
  port?: number;
  /** `--host`. Default: 0.0.0.0 with tokens, 127.0.0.1 without. */
  host?: string;
  /** `--allow-unauthenticated-remote`: listen where others can reach it without tokens (said loudly at start). Default: false. */
  allowUnauthenticatedRemote?: boolean;
  /** `--allowed-hosts NAME,…`: host names answered to besides this machine's addresses; `*` for any. Default: none (not checked with tokens). */
  allowedHosts?: string[];
  /** `--request-timeout`, in milliseconds: how long a request's headers and body may take to arrive; 0 for no limit. Default: 30 000. */
  requestTimeoutMs?: number;
  /** `--thread-wait-timeout`, in milliseconds: how long a turn waits for a thread another turn holds before a 503. Default: 60 000. */
  threadWaitTimeoutMs?: number;
  /** `--workers`: processes sharing the port and the database. Default: 1. */
  workers?: number;
  /** `--tokens FILE`: `token=user` lines, besides DIALOGUE_GRAPH_TOKENS. Default: none. */
  tokensFile?: string;
  /** `--model-name`. Default: `"dialogue-graph"`. */
  modelName?: string;
  /** `--shutdown-timeout`, in milliseconds. Default: 30 000. */
  shutdownTimeoutMs?: number;
  /** `--max-text-length`. Default: 4000. */
  maxTextLength?: number;
  /** `--max-body-bytes`. Default: 1 MiB. */
  maxBodyBytes?: number;
  /** `--max-turns`: turns running at once per process. Default: 512. */
  maxConcurrentTurns?: number;
  /** `--max-turns-per-user`: turns one user may have running at once, per process. Default: 8. */
  maxTurnsPerUser?: number;
  /** `--cors ORIGIN,…`: origins a browser front end may call from; `*` for any. Default: none. */
  corsOrigins?: string[];
  /** `--pool-size`: PostgreSQL connections per process. Default: 10. */
  poolSize?: number;
  /** `--quiet`: no access log. Default: false. */
  quiet?: boolean;
}

/** Where `dialogue-graph serve` writes: the line saying where it listens and the access log (stdout), warnings (stderr). */
export interface ServeOutput {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}
