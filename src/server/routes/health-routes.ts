import { Hono } from "hono";
import type { ServerEnv } from "../server-env";
import type { ServerRuntime } from "../server-runtime";

/**
 * `GET /healthz`, for load balancers and orchestrators (no token needed): 200 `{ status: "ok" }`
 * while the server takes turns and its health check passes; 503 while it shuts down or when the
 * check fails (the reason goes to the server's log, not to this unauthenticated answer).
 */
export function healthRoutes(runtime: ServerRuntime): Hono<ServerEnv> {
  return new Hono<ServerEnv>().get("/healthz", async (context) => {
    if (runtime.turns.draining) return context.json({ status: "shutting_down", turns: runtime.turns.count }, 503);
    try {
      await runtime.healthCheck?.();
    } catch (error) {
      process.emitWarning(`Health check failed: ${error instanceof Error ? error.message : String(error)}`, "DialogueGraphServerWarning");
      return context.json({ status: "unavailable", turns: runtime.turns.count }, 503);
    }
    return context.json({ status: "ok", turns: runtime.turns.count });
  });
}
