import type { IncomingMessage } from "node:http";

const loopbackNames = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function hostnameOf(value: string): string | undefined {
  try {
    return new URL(value.includes("://") ? value : `http://${value}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request may reach a server bound to `boundHost`: on a loopback address, only when its
 * Host header (and Origin, if a browser sent one) names this machine, which is what stops DNS
 * rebinding. A server bound elsewhere was exposed on purpose and answers anyone.
 */
export function isLocalRequest(request: IncomingMessage, boundHost: string): boolean {
  if (!loopbackNames.has(boundHost)) return true;
  const host = hostnameOf(request.headers.host ?? "");
  if (host === undefined || !loopbackNames.has(host)) return false;
  const origin = request.headers.origin;
  return origin === undefined || loopbackNames.has(hostnameOf(origin) ?? "");
}
