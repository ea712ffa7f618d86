import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { UserEvent } from "../events/user-event";
import type { ServerEnv } from "../server-env";
import type { ServerRuntime } from "../server-runtime";

/** How often an idle event stream sends a comment, so proxies do not cut it, in milliseconds. */
const KEEP_ALIVE_MS = 25_000;

/**
 * `GET /v1/events`: the user's own events as server-sent events (`event: alarm`, `data: {type, text,
 * data, at}`), for as long as the client stays — alarms and timers ringing, whichever worker rang
 * them. Only events that happen while the stream is open are sent.
 */
export function eventRoutes(runtime: ServerRuntime): Hono<ServerEnv> {
  return new Hono<ServerEnv>().get("/v1/events", (context) => {
    const userId = context.get("userId");
    return streamSSE(context, async (stream) => {
      const pending: UserEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = runtime.events.subscribe(userId, (event) => {
        pending.push(event);
        wake?.();
      });
      const ended = new Promise<void>((resolve) => {
        stream.onAbort(resolve);
        runtime.closing.addEventListener("abort", () => resolve(), { once: true });
      });
      try {
        await stream.write(": listening\n\n");
        while (!stream.aborted && !runtime.closing.aborted) {
          for (const event of pending.splice(0)) await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          let timer: NodeJS.Timeout | undefined;
          const next = new Promise<"event" | "idle">((resolve) => {
            wake = () => resolve("event");
            timer = setTimeout(() => resolve("idle"), KEEP_ALIVE_MS);
          });
          const outcome = await Promise.race([next, ended.then(() => "ended" as const)]);
          clearTimeout(timer);
          wake = undefined;
          if (outcome === "idle") await stream.write(": keep-alive\n\n");
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
