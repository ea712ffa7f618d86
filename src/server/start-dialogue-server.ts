import { serve, type ServerType } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isLoopbackHost } from "../http/parse-host";
import { createServerApp } from "./create-server-app";
import type { DialogueServerOptions } from "./dialogue-server-options";

/** A running server: where it listens, and how to stop it. */
export interface DialogueServer {
  /** Base URL to reach it from this machine, e.g. `http://127.0.0.1:8080` (also when it listens on 0.0.0.0), without a trailing slash. */
  readonly url: string;
  /** The address it listens on, as bound: `0.0.0.0` (every interface), `127.0.0.1`, `::1`, … */
  readonly address: string;
  /** The port it listens on. */
  readonly port: number;
  /**
   * Stops gracefully: takes no new turns (503, and /healthz says so), lets running turns end for
   * up to `shutdownTimeoutMs`, aborts the rest (each ends, cut to what was said), waits up to 10 s
   * for summaries still being written, closes the connections, then runs `onClose`. Returns how many turns were aborted. Safe to call twice.
   */
  close(): Promise<{ abortedTurns: number }>;
}

const SETTLE_MS = 10_000;

async function settleWithin(assistant: DialogueServerOptions["assistant"], timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([assistant.settle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}

/**
 * Serves the assistant over HTTP: OpenAI-compatible `POST /v1/chat/completions` and
 * `GET /v1/models`, the native `/v1/threads/{id}/turns`, and `GET /healthz`.
 *
 * @example
 * ```ts
 * const server = await startDialogueServer({ assistant: new DialogueGraph(), tokens: parseUserTokens("s3cret=alice"), port: 8080 });
 * process.once("SIGTERM", () => void server.close());
 * ```
 */
export async function startDialogueServer(options: DialogueServerOptions): Promise<DialogueServer> {
  const { tokens, port = 8080, shutdownTimeoutMs = 30_000, requestTimeoutMs = 30_000, onClose } = options;
  const host = options.host ?? (tokens === undefined ? "127.0.0.1" : "0.0.0.0");
  if (tokens === undefined && !isLoopbackHost(host) && options.allowUnauthenticatedRemote !== true) {
    throw new TypeError(
      `Without tokens the server serves one user and listens on 127.0.0.1 only, not on ${host}: set DIALOGUE_GRAPH_TOKENS or --tokens to serve others (or, knowing that anyone who reaches it acts as that user, --allow-unauthenticated-remote).`,
    );
  }
  if (!Number.isInteger(requestTimeoutMs) || requestTimeoutMs < 0)
    throw new TypeError(`requestTimeoutMs must be a whole number from 0, not ${requestTimeoutMs}.`);
  const { app, turns, closing: closingStreams } = createServerApp({ ...options, host });
  const serverOptions = {
    // Headers and body must arrive in time (a trickled body holds a socket); the answer, a stream
    // as long as the turn, is not limited: Node stops timing a request once it has arrived.
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs === 0 ? 66_000 : Math.min(66_000, requestTimeoutMs),
    // Node looks for late requests this often (30 s by default, which would double a short deadline).
    connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor((requestTimeoutMs || 66_000) / 4))),
  };
  const server = await new Promise<ServerType>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port, hostname: host, serverOptions }, () => resolve(started));
    started.once("error", reject);
  });
  const http = server as Server;
  // An idle kept-alive connection outlives a load balancer's (60 s on the common ones), so the balancer,
  // not this server, closes it: else a request it sends as the server closes is reset (a 502).
  http.keepAliveTimeout = 65_000;
  const address = http.address() as AddressInfo;
  const shownHost = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "[::1]" : host.includes(":") ? `[${host}]` : host;
  let closing: Promise<{ abortedTurns: number }> | undefined;

  const close = async (): Promise<{ abortedTurns: number }> => {
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    closingStreams.abort();
    http.closeIdleConnections();
    const abortedTurns = await turns.drain(shutdownTimeoutMs);
    // Summaries written after replies go on in the background: let them finish, briefly, before the database closes.
    await settleWithin(options.assistant, SETTLE_MS);
    // Streams end with their turns; what is left are idle keep-alive connections.
    http.closeIdleConnections();
    const forced = setTimeout(() => http.closeAllConnections(), 1_000);
    await closed;
    clearTimeout(forced);
    await onClose?.();
    return { abortedTurns };
  };
  return {
    url: `http://${shownHost}:${address.port}`,
    address: address.address,
    port: address.port,
    close: () => (closing ??= close()),
  };
}
