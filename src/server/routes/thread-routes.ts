import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { TurnRecord } from "../../graph/turn-record";
import { readJsonBody } from "../read-json-body";
import { readThreadTurns } from "../read-thread-turns";
import { ServerError } from "../server-error";
import type { ServerEnv } from "../server-env";
import type { ServerRuntime } from "../server-runtime";
import { checkTurnText, startTurn } from "../stream-turn";
import { checkThreadId, checkpointThreadId } from "../thread-key";
import { toStreamError } from "../to-stream-error";

// `text` is checked by checkTurnText, whose message says what it must be.
const TurnBody = z.looseObject({ text: z.unknown().optional(), stream: z.boolean().optional() });

const notFound = (threadId: string) => new ServerError(404, "not_found", `There is no thread "${threadId}".`, "threadId");

/**
 * The native thread endpoints:
 * - `POST /v1/threads/{threadId}/turns` `{ "text": … }` — the turn's DialogueEvents as SSE
 *   (`event: <type>`, `data: <event as JSON>`), or its TurnRecord as JSON with `"stream": false`;
 * - `GET /v1/threads/{threadId}/turns?limit=N` — the thread's recent turns;
 * - `DELETE /v1/threads/{threadId}` — forgets the thread.
 * A user reaches only their own threads: another user's thread id answers 404.
 */
export function threadRoutes(runtime: ServerRuntime): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.post("/v1/threads/:threadId/turns", async (context) => {
    const threadId = checkThreadId(context.req.param("threadId"));
    const body = await readJsonBody(context, TurnBody);
    const text = checkTurnText(body.text, runtime.maxTextLength, "text");
    const running = runtime.turns.start(context.req.raw.signal, context.get("userId"));
    const events = await startTurn(runtime.assistant, running, { text, threadId, userId: context.get("userId") });
    if (body.stream === false) {
      let turn: TurnRecord | undefined;
      for await (const event of events) if (event.type === "turn-end") turn = event.turn;
      if (turn === undefined) throw new ServerError(500, "internal_error", "The turn ended without a reply.");
      return context.json(turn);
    }
    return streamSSE(context, async (stream) => {
      try {
        for await (const event of events) await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
      } catch (error) {
        await stream.writeSSE({ event: "error", data: JSON.stringify(toStreamError(error).toJSON()) });
      }
    });
  });

  app.get("/v1/threads/:threadId/turns", async (context) => {
    const threadId = checkThreadId(context.req.param("threadId"));
    const limitText = context.req.query("limit");
    const limit = limitText === undefined ? runtime.recentTurns : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new ServerError(400, "invalid_request", '"limit" must be a whole number from 1 to 1000.', "limit");
    const turns = await readThreadTurns(runtime.assistant, checkpointThreadId(context.get("userId"), threadId), limit);
    if (turns === undefined) throw notFound(threadId);
    return context.json({ thread_id: threadId, turns });
  });

  app.delete("/v1/threads/:threadId", async (context) => {
    const threadId = checkThreadId(context.req.param("threadId"));
    const key = checkpointThreadId(context.get("userId"), threadId);
    if ((await readThreadTurns(runtime.assistant, key, 1)) === undefined) throw notFound(threadId);
    await runtime.assistant.deleteThread(key);
    return context.body(null, 204);
  });

  return app;
}
