import type * as Undici from "undici";
import type { HttpTransport } from "./http-get";
import { requireLazily } from "../core/require-lazily";

const read = (name: string) => process.env[name.toLowerCase()]?.trim() || process.env[name]?.trim() || undefined;

/** The proxy for plain and for TLS requests, from HTTP_PROXY / HTTPS_PROXY, each else ALL_PROXY (lower case first). */
function proxies(): { httpProxy: string | undefined; httpsProxy: string | undefined } {
  const all = read("ALL_PROXY");
  return { httpProxy: read("HTTP_PROXY") ?? all, httpsProxy: read("HTTPS_PROXY") ?? all };
}

/** Whether the environment names a proxy (HTTPS_PROXY, HTTP_PROXY or ALL_PROXY, in either case). */
export function usesProxy(): boolean {
  const { httpProxy, httpsProxy } = proxies();
  return httpProxy !== undefined || httpsProxy !== undefined;
}

let transport: { key: string; value: HttpTransport } | undefined;

/**
 * undici's own `fetch` with its `EnvHttpProxyAgent` as the dispatcher, for requests while a proxy
 * is set in the environment: an `http:` URL is sent to the proxy whole (no CONNECT), an `https:`
 * one through a CONNECT tunnel, and a host in NO_PROXY directly. The `undici` package loads here,
 * on the first request through a proxy, so a process without one never pays for it; its own
 * `fetch` is used with its agent, since a dispatcher of another undici than the one inside Node's
 * global `fetch` need not fit it. Built again when the variables change.
 */
export function proxyTransport(): HttpTransport {
  const settings = proxies();
  const key = JSON.stringify([settings, read("NO_PROXY")]);
  if (transport?.key !== key) {
    const undici = requireLazily("undici") as typeof Undici;
    const dispatcher = new undici.EnvHttpProxyAgent({ ...settings, proxyTunnel: false });
    transport = { key, value: { fetch: undici.fetch as unknown as typeof fetch, dispatcher } };
  }
  return transport.value;
}
