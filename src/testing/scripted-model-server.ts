import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ChatOpenAI } from "@langchain/openai";

/** A tool call the scripted model makes. `arguments` may be any string, also broken JSON. */
export interface ScriptedToolCall {
  name: string;
  arguments: string | Record<string, unknown>;
  id?: string;
}

/** One scripted answer of the model. */
export interface ScriptedReply {
  content?: string;
  toolCalls?: ScriptedToolCall[];
  /** Wait before answering, in milliseconds. */
  delayMs?: number;
  /** Answer with this HTTP status and `errorBody` instead of a completion. */
  status?: number;
  errorBody?: unknown;
  usage?: { prompt_tokens: number; completion_tokens: number };
  /**
   * Streamed answers only: send the first N chunks of the answer (the first carries only the role,
   * each next one 3 characters of text or a piece of a tool call), then nothing more, holding the
   * connection open until the client gives up or the server closes. A model that stalls mid-answer.
   */
  stallAfterChunks?: number;
  /** Read the request and never answer: no status, no headers, the connection held open. A server that hangs. */
  neverRespond?: boolean;
}

/** The chat completion request the model received. */
export interface RecordedModelRequest {
  model: string;
  messages: Array<{ role: string; content: string | null; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>; tool_call_id?: string }>;
  tools?: Array<{ type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }>;
  tool_choice?: unknown;
  stream?: boolean;
  response_format?: unknown;
  [key: string]: unknown;
}

/**
 * A reply, or a function that picks one from the request. The function may return a promise: the
 * model answers when it settles, so a test can hold an answer until it has seen what it waits for
 * (a second request, a shutdown begun) instead of guessing a `delayMs` long enough.
 */
export type ScriptStep = ScriptedReply | ((request: RecordedModelRequest) => ScriptedReply | Promise<ScriptedReply>);

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 that answers from a script and
 * records every request, so tests drive the real `ChatOpenAI` client. Answers JSON or SSE
 * (`stream: true`), with tool calls and usage. When the script runs out it repeats
 * `fallback` (default: a short text answer). Like OpenAI, it refuses (HTTP 400) a history with a
 * tool call that has no tool message, or a tool message that answers no call. A step can also fail
 * (`status`), wait (`delayMs`), hang (`neverRespond`) or stall mid-stream (`stallAfterChunks`), to
 * test how a graph copes with a model that does.
 *
 * `DialogueGraph` always streams. Calling `server.model().invoke()` yourself also works; with
 * `streaming: true` ChatOpenAI counts tokens with tiktoken, which downloads its ranks (and
 * stalls when offline), so stream instead.
 *
 * @example
 * ```ts
 * const server = await ScriptedModelServer.start();
 * server.enqueue({ toolCalls: [{ name: "get_datetime", arguments: {} }] }, { content: "現在九點。" });
 * const graph = new DialogueGraph({ model: server.model() });
 * ```
 */
export class ScriptedModelServer {
  readonly requests: RecordedModelRequest[] = [];
  private readonly queue: ScriptStep[] = [];
  fallback: ScriptStep = { content: "好的。" };
  /** Latency added to every answer, in milliseconds. */
  latencyMs = 0;
  /** Pause between the streamed pieces of an answer's text (3 characters each), in milliseconds. Default: 0. */
  chunkDelayMs = 0;
  /** Characters of tool-call arguments per streamed piece (raise it to send megabytes quickly). Default: 8. */
  argumentChunkLength = 8;
  // Numbers the answers (completion and tool call ids); unlike requests.length, it survives clearing `requests`.
  private received = 0;

  private constructor(private readonly server: Server, readonly url: string) {}

  /**
   * Starts the server on a free port. `url` is the base URL for `configuration.baseURL` (ends in `/v1`).
   * `keepAliveTimeoutMs` (default: Node's 5 000): how long an idle connection stays open; a long-running
   * client on a busy machine may reuse a socket just as the server closes it, so the benchmarks raise it.
   */
  static async start({ keepAliveTimeoutMs = 5_000 }: { keepAliveTimeoutMs?: number } = {}): Promise<ScriptedModelServer> {
    let scripted: ScriptedModelServer | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => void scripted?.answer(JSON.parse(Buffer.concat(chunks).toString("utf8")), response));
    });
    server.keepAliveTimeout = keepAliveTimeoutMs;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    scripted = new ScriptedModelServer(server, `http://127.0.0.1:${port}/v1`);
    return scripted;
  }

  /** Adds answers to the script, in order. */
  enqueue(...steps: ScriptStep[]): this {
    this.queue.push(...steps);
    return this;
  }

  /** Answers still waiting in the script. */
  get pending(): number {
    return this.queue.length;
  }

  /** A real ChatOpenAI client pointed at this server. */
  model(options: { streaming?: boolean } = {}): ChatOpenAI {
    return new ChatOpenAI({ model: "scripted-model", apiKey: "test-key", configuration: { baseURL: this.url }, maxRetries: 0, ...options });
  }

  /** Stops the server, cutting any answer still under way. */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(body: RecordedModelRequest, response: ServerResponse): Promise<void> {
    this.requests.push(body);
    const number = ++this.received;
    const problem = historyProblem(body.messages);
    if (problem !== undefined) {
      // As OpenAI does: a history with an unanswered tool call (or a stray result) is refused.
      response.writeHead(400, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: problem, type: "invalid_request_error" } }));
      return;
    }
    const step = this.queue.shift() ?? this.fallback;
    const reply = typeof step === "function" ? await step(body) : step;
    if (reply.neverRespond || response.destroyed) return;
    const delay = this.latencyMs + (reply.delayMs ?? 0);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (response.destroyed) return;
    if (reply.status !== undefined && reply.status >= 400) {
      response.writeHead(reply.status, { "content-type": "application/json" });
      response.end(JSON.stringify(reply.errorBody ?? { error: { message: "scripted failure", type: "server_error" } }));
      return;
    }
    const id = `chatcmpl-${number}`;
    const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
      index,
      id: call.id ?? `call_${number}_${index}`,
      type: "function" as const,
      function: { name: call.name, arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments) },
    }));
    const usage = reply.usage ?? { prompt_tokens: 10, completion_tokens: 5 };
    const usageBlock = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
    const finishReason = toolCalls.length ? "tool_calls" : "stop";
    if (!body.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({
        id, object: "chat.completion", created: 0, model: body.model,
        choices: [{ index: 0, finish_reason: finishReason, message: { role: "assistant", content: reply.content ?? null, ...(toolCalls.length ? { tool_calls: toolCalls.map(({ index: _index, ...call }) => call) } : {}) } }],
        usage: usageBlock,
      }));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    // Each frame is one SSE chunk; `paced` ones (the text's pieces) wait chunkDelayMs first.
    const frames: Array<{ data: string; paced: boolean }> = [];
    const frame = (delta: Record<string, unknown>, finish: string | null = null, paced = false) =>
      frames.push({ data: JSON.stringify({ id, object: "chat.completion.chunk", created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] }), paced });
    frame({ role: "assistant", content: "" });
    for (const piece of (reply.content ?? "").match(/[\s\S]{1,3}/g) ?? []) frame({ content: piece }, null, true);
    for (const call of toolCalls) {
      frame({ tool_calls: [{ index: call.index, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } }] });
      for (let start = 0; start < call.function.arguments.length; start += this.argumentChunkLength) {
        frame({ tool_calls: [{ index: call.index, function: { arguments: call.function.arguments.slice(start, start + this.argumentChunkLength) } }] });
      }
    }
    frame({}, finishReason);
    const streamOptions = body.stream_options as { include_usage?: boolean } | undefined;
    if (streamOptions?.include_usage) {
      frames.push({ data: JSON.stringify({ id, object: "chat.completion.chunk", created: 0, model: body.model, choices: [], usage: usageBlock }), paced: false });
    }
    const stallAt = reply.stallAfterChunks ?? Number.POSITIVE_INFINITY;
    for (const [index, { data, paced }] of frames.entries()) {
      // Stalled: the connection stays open with nothing more on it, until the client or close() cuts it.
      if (index >= stallAt) return;
      if (paced && this.chunkDelayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, this.chunkDelayMs));
        if (response.destroyed) return;
      }
      response.write(`data: ${data}\n\n`);
    }
    response.end("data: [DONE]\n\n");
  }
}

/** Why OpenAI would refuse this history, if it would. */
function historyProblem(messages: RecordedModelRequest["messages"]): string | undefined {
  for (let index = 0; index < messages.length; index++) {
    const message = messages[index];
    if (message.role === "tool") {
      const owner = messages.slice(0, index).reverse().find((earlier) => earlier.role !== "tool");
      if (!owner?.tool_calls?.some((call) => call.id === message.tool_call_id)) return `tool message ${message.tool_call_id} answers no preceding tool call`;
    }
    for (const call of message.tool_calls ?? []) {
      let next = index + 1;
      let answered = false;
      for (; next < messages.length && messages[next].role === "tool"; next++) {
        if (messages[next].tool_call_id === call.id) answered = true;
      }
      if (!answered) return `assistant tool call ${call.id} is not followed by its tool message`;
    }
  }
  return undefined;
}
