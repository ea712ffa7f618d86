import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { PAGE_CSS } from "../page/page-css";
import { PAGE_HTML } from "../page/page-html";
import { PAGE_SCRIPT } from "../page/page-script";
import type { ServerEnv } from "../server-env";
import type { ServerRuntime } from "../server-runtime";

/** The page may load and call nothing but its own origin; no inline script or style, no frames. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2f6fdf"/><path d="M8 10h16v10H14l-6 5z" fill="#fff"/></svg>`;

interface Asset {
  body: string;
  type: string;
  etag: string;
}

const asset = (body: string, type: string): Asset => ({
  body,
  type,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
});

const ASSETS: Record<string, Asset> = {
  "/": asset(PAGE_HTML, "text/html; charset=utf-8"),
  "/app.js": asset(PAGE_SCRIPT, "text/javascript; charset=utf-8"),
  "/app.css": asset(PAGE_CSS, "text/css; charset=utf-8"),
  "/favicon.svg": asset(ICON, "image/svg+xml"),
};

function serveAsset(context: Context<ServerEnv>, { body, type, etag }: Asset): Response {
  context.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  context.header("X-Content-Type-Options", "nosniff");
  context.header("X-Frame-Options", "DENY");
  context.header("Referrer-Policy", "no-referrer");
  context.header("Cross-Origin-Opener-Policy", "same-origin");
  context.header("Cross-Origin-Resource-Policy", "same-origin");
  context.header("Permissions-Policy", "microphone=(self), camera=(), geolocation=()");
  // Revalidated on every load, so a new version of the server is never hidden by a cached page.
  context.header("Cache-Control", "no-cache");
  context.header("ETag", etag);
  if (context.req.header("if-none-match") === etag) return context.body(null, 304);
  context.header("Content-Type", type);
  return context.body(body);
}

/**
 * The chat page of `dialogue-graph serve`, for trying the assistant in a browser:
 * - `GET /` (and `/app.js`, `/app.css`, `/favicon.svg`) — the page, no token needed to load it
 *   (it asks for one when the API answers 401), under a Content-Security-Policy of its own origin only;
 * - `GET /v1/info` — what the page shows in its bar: `{ model, served_as, user }`, `model` being
 *   the chat model's name or null when only the local route answers.
 */
export function pageRoutes(runtime: ServerRuntime): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  for (const [path, served] of Object.entries(ASSETS)) app.get(path, (context) => serveAsset(context, served));
  app.get("/v1/info", (context) =>
    context.json({ model: runtime.assistant.modelName ?? null, served_as: runtime.modelName, user: context.get("userId") ?? null }),
  );
  return app;
}
