/** A Host header or an origin, read: its host name (IPv6 in brackets, lower case) and port ("" for the scheme's default). */
export interface ParsedHost {
  hostname: string;
  port: string;
  /** `hostname:port`, or `hostname` alone on the default port: what a same-origin Host header says. */
  host: string;
}

const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Reads a Host header (`localhost:8080`), an origin (`http://localhost:8080`) or a bare address
 * (`::1`); undefined when it is none of them. Shared by `serve` and the MCP HTTP server, which
 * both refuse requests whose Host or Origin is not theirs (DNS rebinding, cross-site pages).
 */
export function parseHost(value: string): ParsedHost | undefined {
  // A bare IPv6 address (`::1`), as a listen address is written, has no brackets.
  const text = !value.includes("://") && !value.includes("[") && (value.match(/:/g)?.length ?? 0) > 1 ? `[${value}]` : value;
  try {
    const url = new URL(text.includes("://") ? text : `http://${text}`);
    if (url.hostname === "" || url.username !== "" || url.password !== "" || (!text.includes("://") && text.includes("/")))
      return undefined;
    return { hostname: url.hostname.toLowerCase(), port: url.port, host: url.host.toLowerCase() };
  } catch {
    return undefined;
  }
}

/** True when `value` (a Host header, an origin or an address) names this machine: localhost, 127.0.0.1 or ::1. */
export function isLoopbackHost(value: string): boolean {
  const parsed = parseHost(value);
  return parsed !== undefined && LOOPBACK_HOSTNAMES.has(parsed.hostname);
}
