import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { TurnRecord } from "../../graph/turn-record";
import { readJsonBody } from "../read-json-body";
import { ServerError } from "../server-error";
import { toStreamError } from "../to-stream-error";
import type { ServerEnv } from "../server-env";
import type { ServerRuntime } from "../server-runtime";
import { checkTurnText, startTurn } from "../stream-turn";
import { checkThreadId, deriveThreadId } from "../thread-key";
import { chatCompletion, chatCompletionChunk, usageChunk, type CompletionHead } from "./chat-completion-body";
import { ChatCompletionRequest, readChatTurn } from "./chat-completion-request";

/**
 * `POST /v1/chat/completions`, OpenAI-compatible: the last user message is the turn, the thread is
 * `X-Thread-Id` (or derived from the user and the conversation's opening), tools run here.
 * `stream: true` answers as OpenAI's SSE chunks ending with `data: [DONE]`.
 */
export function chatCompletionRoutes(runtime: ServerRuntime): Hono<ServerEnv> {
  return new Hono<ServerEnv>().post("/v1/chat/completions", async (context) => {
    const request = await readJsonBody(context, ChatCompletionRequest);
    if (request.model !== runtime.modelName) {
      throw new ServerError(
        404,
        "model_not_found",
        `The model "${request.model}" does not exist here; use "${runtime.modelName}" (GET /v1/models).`,
        "model",
      );
    }
    const { text, opening } = readChatTurn(request);
    checkTurnText(text, runtime.maxTextLength, "messages");
    const userId = context.get("userId");
    const header = context.req.header("x-thread-id");
    const threadId = header === undefined ? deriveThreadId(userId, [request.user ?? null, opening]) : checkThreadId(header, "X-Thread-Id");
    const running = runtime.turns.start(context.req.raw.signal, context.get("userId"));
    const events = await startTurn(runtime.assistant, running, { text, threadId, userId });
    const head: CompletionHead = { id: `chatcmpl-${randomUUID()}`, created: Math.floor(Date.now() / 1000), model: runtime.modelName };
    context.header("X-Thread-Id", threadId);

    if (!request.stream) {
      let turn: TurnRecord | undefined;
      for await (const event of events) if (event.type === "turn-end") turn = event.turn;
      if (turn === undefined) throw new ServerError(500, "internal_error", "The turn ended without a reply.");
      return context.json(chatCompletion(head, turn));
    }
    return streamSSE(context, async (stream) => {
      const send = (body: unknown) => stream.writeSSE({ data: JSON.stringify(body) });
      await send(chatCompletionChunk(head, { role: "assistant", content: "" }));
      try {
        for await (const event of events) {
          if (event.type === "text-delta" && event.text) await send(chatCompletionChunk(head, { content: event.text }));
          if (event.type !== "turn-end") continue;
          await send(chatCompletionChunk(head, {}, "stop"));
          if (request.stream_options?.include_usage) await send(usageChunk(head, event.turn));
        }
      } catch (error) {
        await send(toStreamError(error).toJSON());
      }
      await stream.writeSSE({ data: "[DONE]" });
    });
  });
}
