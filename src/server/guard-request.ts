import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { MiddlewareHandler } from "hono";
import { isLoopbackHost, parseHost, type ParsedHost } from "../http/parse-host";
import { ServerError } from "./server-error";
import type { ServerEnv } from "./server-env";

/** Options of {@link guardRequest}. */
export interface GuardRequestOptions {
  /** Check the Host header: on without tokens, where DNS rebinding would otherwise reach the one user's data. */
  checkHost: boolean;
  /** Host names (or `name:port`) accepted besides this machine's addresses; `".example.com"` also takes its subdomains; `"*"` any. */
  allowedHosts?: readonly string[];
  /** The address or name the server listens on: a name (not an address) is accepted as a Host too. */
  boundHost?: string;
  /** Origins a browser page may call from besides the server's own (`--cors`); `"*"` any. */
  corsOrigins: readonly string[];
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

function matchesAllowed(host: ParsedHost, entry: string): boolean {
  if (entry.startsWith(".")) return host.hostname === entry.slice(1).toLowerCase() || host.hostname.endsWith(entry.toLowerCase());
  const allowed = parseHost(entry);
  if (allowed === undefined) return false;
  return allowed.port === "" ? allowed.hostname === host.hostname : allowed.host === host.host;
}

// The port the request came in on, when the runtime says (Node); a Host naming another port is not this server's.
function localPort(env: unknown): number | undefined {
  return (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.localPort;
}

function hostAllowed(host: ParsedHost, allowedHosts: readonly string[], port: number | undefined): boolean {
  if (allowedHosts.some((entry) => entry === "*" || matchesAllowed(host, entry))) return true;
  // An address (127.0.0.1, 192.168.1.5, [::1]) cannot be rebound to another machine as a name can.
  const address = isLoopbackHost(host.hostname) || isIP(host.hostname.replace(/^\[|\]$/g, "")) !== 0;
  return address && (port === undefined || (host.port || "80") === String(port));
}

/**
 * Middleware that refuses, with 403 and a JSON error, a request whose `Host` is not this server's
 * (when `checkHost`: DNS rebinding) or whose `Origin` is neither the server's own nor one of
 * `corsOrigins` (a cross-site page); and with 415 a POST, PUT or PATCH whose body is not declared
 * as `application/json` — a page may send text/plain across sites without asking first (no preflight).
 */
export function guardRequest({ checkHost, allowedHosts = [], boundHost, corsOrigins }: GuardRequestOptions): MiddlewareHandler<ServerEnv> {
  // Addresses are accepted on the server's port anyway; a name it listens on (`--host myhost.lan`) is its own.
  const named = boundHost !== undefined && isIP(boundHost) === 0 && !isLoopbackHost(boundHost) ? [boundHost] : [];
  const hosts = [...allowedHosts, ...named];
  return async (context, next) => {
    const hostHeader = context.req.header("host") ?? "";
    const host = parseHost(hostHeader);
    if (checkHost && (host === undefined || !hostAllowed(host, hosts, localPort(context.env)))) {
      throw new ServerError(
        403,
        "host_not_allowed",
        `This server answers only requests addressed to itself, not to "${hostHeader.slice(0, 100)}"; if that name is this server's, add it to --allowed-hosts.`,
      );
    }
    const origin = context.req.header("origin");
    if (origin !== undefined && !corsOrigins.includes("*") && !corsOrigins.includes(origin)) {
      const from = /^https?:\/\//i.test(origin) ? parseHost(origin) : undefined;
      if (from === undefined || host === undefined || from.host !== host.host) {
        throw new ServerError(
          403,
          "origin_not_allowed",
          `Pages from ${origin.slice(0, 100)} may not call this server: only its own pages and the origins given with --cors may.`,
        );
      }
    }
    if (BODY_METHODS.has(context.req.method)) {
      const type = context.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/json") {
        throw new ServerError(415, "unsupported_media_type", 'Send the request body as JSON, with "Content-Type: application/json".');
      }
    }
    await next();
  };
}
