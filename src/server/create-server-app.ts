import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { requestId } from "hono/request-id";
import { authenticate } from "./authenticate";
import type { DialogueServerOptions } from "./dialogue-server-options";
import { InProcessEventHub } from "./events/in-process-event-hub";
import { guardRequest } from "./guard-request";
import { eventRoutes } from "./routes/event-routes";
import { chatCompletionRoutes } from "./routes/chat-completion-routes";
import { healthRoutes } from "./routes/health-routes";
import { modelRoutes } from "./routes/model-routes";
import { pageRoutes } from "./routes/page-routes";
import { threadRoutes } from "./routes/thread-routes";
import { RunningTurns } from "./running-turns";
import { errorResponse, ServerError } from "./server-error";
import type { ServerEnv } from "./server-env";
import type { ServerRuntime } from "./server-runtime";
import { toStreamError } from "./to-stream-error";

/**
 * The server's routes as a Hono app, with its running turns (for shutdown). {@link startDialogueServer}
 * serves it on Node; the app also runs on any runtime Hono runs on.
 */
export function createServerApp({
  assistant,
  tokens,
  modelName = "dialogue-graph",
  maxBodyBytes = 1024 * 1024,
  maxTextLength = 4000,
  maxConcurrentTurns = 512,
  maxTurnsPerUser = 8,
  recentTurns = 20,
  corsOrigins = [],
  allowedHosts,
  host,
  events = new InProcessEventHub(),
  healthCheck,
  onRequest,
}: DialogueServerOptions): { app: Hono<ServerEnv>; turns: RunningTurns; closing: AbortController } {
  const turns = new RunningTurns(maxConcurrentTurns, maxTurnsPerUser);
  const closing = new AbortController();
  const runtime: ServerRuntime = { assistant, turns, modelName, maxTextLength, recentTurns, healthCheck, events, closing: closing.signal };
  const app = new Hono<ServerEnv>();

  app.onError((error, context) => errorResponse(context, toStreamError(error)));
  app.notFound((context) =>
    errorResponse(context, new ServerError(404, "not_found", `There is no ${context.req.method} ${context.req.path} here.`)),
  );
  app.use(requestId({ limitLength: 128 }));
  if (onRequest !== undefined) {
    app.use(async (context, next) => {
      const started = performance.now();
      await next();
      const { method, path } = context.req;
      onRequest({
        method,
        path,
        status: context.res.status,
        userId: context.get("userId"),
        requestId: context.get("requestId"),
        durationMs: Math.round(performance.now() - started),
      });
    });
  }
  // With tokens the server is meant to be reached by other names: Host is checked only when asked to.
  app.use(guardRequest({ checkHost: allowedHosts !== undefined || tokens === undefined, allowedHosts, boundHost: host, corsOrigins }));
  if (corsOrigins.length) {
    app.use(
      "/v1/*",
      cors({
        origin: corsOrigins.includes("*") ? "*" : [...corsOrigins],
        allowHeaders: ["Authorization", "Content-Type", "X-Thread-Id", "X-Request-Id"],
        exposeHeaders: ["X-Thread-Id", "X-Request-Id"],
        maxAge: 600,
      }),
    );
  }
  app.route("/", healthRoutes(runtime));
  app.use("/v1/*", async (context, next) => {
    // A connection kept alive across shutdown must not start new work here.
    if (turns.draining && context.req.method === "POST") context.header("Connection", "close");
    await next();
  });
  app.use("/v1/*", authenticate(tokens));
  app.use(
    "/v1/*",
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (context) =>
        errorResponse(context, new ServerError(413, "body_too_large", `The request body is larger than ${maxBodyBytes} bytes.`)),
    }),
  );
  app.route("/", modelRoutes(runtime));
  app.route("/", chatCompletionRoutes(runtime));
  app.route("/", threadRoutes(runtime));
  app.route("/", eventRoutes(runtime));
  app.route("/", pageRoutes(runtime));
  return { app, turns, closing };
}
