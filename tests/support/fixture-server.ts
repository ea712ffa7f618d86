import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

/** One canned answer. `json` is sent as JSON; `body` as is (a string or bytes, e.g. GBK). */
export interface FixtureResponse {
  status?: number;
  json?: unknown;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow API). */
  delayMs?: number;
  /**
   * Never answer: hold the request open until the client gives up or the server closes (an API
   * that hangs). For timeout tests: only the client's own deadline ends the request, so the test
   * cannot depend on how a delay compares with that deadline on a loaded machine.
   */
  hang?: boolean;
}

/**
 * A client deadline for timeout tests against a server that hangs (`hang: true`) where something
 * must still happen before the deadline: another source must answer (a fallback), or the hung
 * request must have reached the server. Long enough for a loopback answer on a loaded 2-core
 * machine; a test where nothing else must happen in time uses a shorter one (200 ms).
 */
export const LOADED_MACHINE_DEADLINE_MS = 1_000;

/** What a handler sees of a request; also what {@link FixtureServer.requests} records. */
export interface FixtureRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A canned answer, or a function of the request that returns one. */
export type FixtureHandler = FixtureResponse | ((request: FixtureRequest) => FixtureResponse | Promise<FixtureResponse>);

/**
 * A local HTTP server shaped like a real API. Routes are `"GET /v2/rate/USD/TWD"` keys
 * (method and path, no query) or `"GET *"` for any path; unmatched requests get a 404.
 *
 * @example
 * ```ts
 * const server = await FixtureServer.start({ "GET /v2/rate/USD/TWD": { json: { rate: 31.6 } } });
 * // ... point the tool at server.url ...
 * expect(server.requests[0].query.get("date")).toBeNull();
 * await server.close();
 * ```
 */
export class FixtureServer {
  readonly requests: FixtureRequest[] = [];

  private constructor(
    private readonly server: Server,
    private readonly routes: Map<string, FixtureHandler>,
    /** Base URL, e.g. `http://127.0.0.1:51234`, without a trailing slash. */
    readonly url: string,
  ) {}

  /** Starts a server on 127.0.0.1 on a free port. */
  static async start(routes: Record<string, FixtureHandler> = {}): Promise<FixtureServer> {
    const table = new Map(Object.entries(routes));
    let fixture: FixtureServer | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", async () => {
        const url = new URL(request.url ?? "/", "http://127.0.0.1");
        const recorded: FixtureRequest = {
          method: request.method ?? "GET",
          path: decodeURIComponent(url.pathname),
          query: url.searchParams,
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        };
        fixture?.requests.push(recorded);
        const handler =
          table.get(`${recorded.method} ${recorded.path}`) ??
          table.get(`${recorded.method} ${url.pathname}`) ??
          table.get(`${recorded.method} *`);
        const answer: FixtureResponse =
          handler === undefined
            ? { status: 404, json: { message: "not found" } }
            : typeof handler === "function"
              ? await handler(recorded)
              : handler;
        if (answer.hang) return;
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (response.destroyed) return;
        const headers = { ...(answer.json !== undefined ? { "content-type": "application/json" } : {}), ...answer.headers };
        response.writeHead(answer.status ?? 200, headers);
        response.end(answer.json !== undefined ? JSON.stringify(answer.json) : (answer.body ?? ""));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    fixture = new FixtureServer(server, table, `http://127.0.0.1:${port}`);
    return fixture;
  }

  /** Adds or replaces a route. */
  route(key: string, handler: FixtureHandler): this {
    this.routes.set(key, handler);
    return this;
  }

  /** Stops the server, cutting any request still waiting. */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Reads `tests/fixtures/<path>` as text. */
export function readFixture(path: string): string {
  return readFileSync(join(__dirname, "..", "fixtures", path), "utf8");
}

/** Reads `tests/fixtures/<path>` as JSON. */
export function readJsonFixture<T = unknown>(path: string): T {
  return JSON.parse(readFixture(path)) as T;
}
