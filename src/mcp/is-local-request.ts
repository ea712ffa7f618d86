import type { IncomingMessage } from "node:http";
import { isLoopbackHost } from "../http/parse-host";

/**
 * Whether a request may reach a server bound to `boundHost`: on a loopback address, only when its
 * Host header (and Origin, if a browser sent one) names this machine, which is what stops DNS
 * rebinding. A server bound elsewhere was exposed on purpose and answers anyone.
 */
export function isLocalRequest(request: IncomingMessage, boundHost: string): boolean {
  if (!isLoopbackHost(boundHost)) return true;
  if (!isLoopbackHost(request.headers.host ?? "")) return false;
  const origin = request.headers.origin;
  return origin === undefined || isLoopbackHost(origin);
}
