import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { McpServerSdk } from "./load-mcp-server-sdk";
import { toolCallParamsProblem } from "./tool-call-params-problem";

/** The largest message taken, as the SDK's own stdio transport: 10 MB (said so in the error). */
const maxStdioMessageBytes = 10 * 1024 * 1024;

const newline = 0x0a;

/**
 * MCP's stdio transport (one JSON-RPC message a line) that answers what the SDK's drops: a line
 * that is not JSON gets `-32700` (Parse error, id null), one that is not JSON-RPC `-32600`, a
 * `tools/call` whose params have the wrong shape `-32602` with a short reason. A line over
 * {@link maxStdioMessageBytes} gets `-32600` as soon as it passes the limit, and the rest of it is
 * skipped unread: the server keeps serving (the SDK's transport closes, and the process ended
 * with code 0 and nothing said).
 */
export class StdioLineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private skipping = false;

  constructor(
    private readonly sdk: McpServerSdk,
    private readonly stdin: Readable,
    private readonly stdout: Writable,
  ) {}

  async start(): Promise<void> {
    this.stdin.on("data", this.onData);
    this.stdin.on("error", this.onStreamError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(JSON.stringify(message));
  }

  async close(): Promise<void> {
    this.stdin.off("data", this.onData);
    this.stdin.off("error", this.onStreamError);
    if (this.stdin.listenerCount("data") === 0) this.stdin.pause();
    this.pending = [];
    this.onclose?.();
  }

  private readonly onStreamError = (error: Error) => this.onerror?.(error);

  private readonly onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    let start = 0;
    while (start <= bytes.length) {
      const end = bytes.indexOf(newline, start);
      const piece = bytes.subarray(start, end === -1 ? bytes.length : end);
      if (!this.skipping) {
        this.pendingBytes += piece.length;
        if (this.pendingBytes > maxStdioMessageBytes) {
          this.skipping = true;
          this.pending = [];
          this.pendingBytes = 0;
          void this.reply(null, this.sdk.ErrorCode.InvalidRequest, "Invalid Request: a message may be at most 10 MB");
        } else this.pending.push(piece);
      }
      if (end === -1) return;
      if (this.skipping) this.skipping = false;
      else this.takeLine(Buffer.concat(this.pending).toString("utf8"));
      this.pending = [];
      this.pendingBytes = 0;
      start = end + 1;
    }
  };

  private takeLine(line: string): void {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      void this.reply(null, this.sdk.ErrorCode.ParseError, "Parse error");
      return;
    }
    const id = (value as { id?: unknown } | null)?.id;
    const replyId = typeof id === "string" || typeof id === "number" ? id : null;
    const parsed = this.sdk.JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      void this.reply(replyId, this.sdk.ErrorCode.InvalidRequest, "Invalid Request: not a JSON-RPC 2.0 message");
      return;
    }
    const problem = toolCallParamsProblem(parsed.data);
    if (problem !== undefined) void this.reply(replyId, this.sdk.ErrorCode.InvalidParams, problem);
    else this.onmessage?.(parsed.data);
  }

  private reply(id: string | number | null, code: number, message: string): Promise<void> {
    return this.write(JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } }));
  }

  private write(json: string): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdout.write(`${json}\n`)) resolve();
      else this.stdout.once("drain", resolve);
    });
  }
}
