// How late the holding line comes: npx tsx bench/holding-line.ts [turns]
// Each turn runs with holdingLineAfterMs 150 against a model slower than that; the delay is the
// time from the stream() call plus 150 ms to the holding sentence event, so it also holds the wait
// for the thread and the turn's start (an upper bound). Two models: one silent until 400 ms (then
// one sentence), and one streaming a tool call's arguments a frame a millisecond from 90 ms to
// about 800 ms, so the deadline falls while the client parses tool-call chunks. Turns run one at a
// time, then 8 at a time, each on its own thread; "loop stall" is the event loop's longest delay
// meanwhile, which bounds how late any timer can be; the first row, a bare timer with no turn, shows
// how late the machine makes any timer. Target (issue 35): within 50 ms of the deadline.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { ChatOpenAI } from "@langchain/openai";
import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool } from "../src/index";
import { ScriptedModelServer } from "../src/testing";

const turns = Number(process.argv[2] ?? 200);
const afterMs = 150;
let threadNumber = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const note = defineTool({
  name: "save_note",
  description: "Saves a note.",
  parameters: z.object({ text: z.string() }),
  execute: async ({ text }) => ToolResult.ok({ length: text.length }),
  format: () => "Saved.",
});

// An OpenAI-compatible stream: a tool call whose arguments come a frame a millisecond, then, once the
// tool's result is in the request, a one-sentence answer. Each turn has a thread of its own.
async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  const { messages } = JSON.parse(body) as { messages: Array<{ role: string }> };
  const frame = (delta: Record<string, unknown>, finish: string | null = null) =>
    response.write(
      `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 0, model: "m", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
    );
  response.writeHead(200, { "content-type": "text/event-stream" });
  if (messages.some((message) => message.role === "tool")) {
    frame({ role: "assistant", content: "Saved it." });
    frame({}, "stop");
  } else {
    await sleep(90);
    frame({ role: "assistant", content: "" });
    frame({ tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name: "save_note", arguments: '{"text":"' } }] });
    for (let index = 0; index < 600; index++) {
      frame({ tool_calls: [{ index: 0, function: { arguments: "abcdefgh" } }] });
      await sleep(1);
    }
    frame({ tool_calls: [{ index: 0, function: { arguments: '"}' } }] });
    frame({}, "tool_calls");
  }
  response.end("data: [DONE]\n\n");
}

async function delays(assistant: DialogueGraph, text: string, count: number, concurrency: number): Promise<number[]> {
  const out: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const threadId = `t${threadNumber++}`;
      next++;
      const called = performance.now();
      let held: number | undefined;
      let last: unknown;
      for await (const event of assistant.stream(text, { threadId }))
        if (event.type === "sentence" && event.holding === true) held = performance.now() - called - afterMs;
        else if (event.type === "turn-end") last = event.turn;
      if (held === undefined) throw new Error(`turn ${threadId} had no holding line: ${JSON.stringify(last)}`);
      out.push(held);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out.sort((a, b) => a - b);
}

// The reference: how late a bare 150 ms timer is, with no turn running, on this machine now.
async function bareTimers(count: number, concurrency: number): Promise<number[]> {
  const out: number[] = [];
  let next = 0;
  const worker = async () => {
    for (; next < count; next++) {
      const started = performance.now();
      await sleep(afterMs);
      out.push(performance.now() - started - afterMs);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out.sort((a, b) => a - b);
}

// One row: the delays' quantiles, and the event loop's longest stall meanwhile (what no timer can beat).
async function row(label: string, assistant: DialogueGraph | undefined, text: string, count: number, concurrency: number): Promise<string> {
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const sorted = assistant === undefined ? await bareTimers(count, concurrency) : await delays(assistant, text, count, concurrency);
  lag.disable();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1).padStart(7);
  const stall = (lag.max / 1e6).toFixed(0).padStart(9);
  return `  ${label.padEnd(48)} ${String(concurrency).padStart(3)} ${String(count).padStart(6)}  ${at(0.5)}  ${at(0.95)}  ${sorted.at(-1)!.toFixed(1).padStart(7)}  ${stall}`;
}

const silent = await ScriptedModelServer.start();
silent.latencyMs = 400;
silent.fallback = { content: "Here it is." };
const streaming = createServer((request, response) => void answer(request, response));
await new Promise<void>((resolve) => streaming.listen(0, "127.0.0.1", resolve));
const streamingUrl = `http://127.0.0.1:${(streaming.address() as AddressInfo).port}/v1`;
const options = { registry: new ToolRegistry([note]), localIntents: false, holdingLineAfterMs: afterMs, summarize: false };
const silentGraph = new DialogueGraph({ ...options, model: silent.model() });
const streamingGraph = new DialogueGraph({
  ...options,
  model: new ChatOpenAI({ model: "m", apiKey: "k", configuration: { baseURL: streamingUrl }, maxRetries: 0 }),
});

// A warm-up turn each, so the first turn's loading is not in the figures.
await delays(silentGraph, "Hello", 1, 1);
await delays(streamingGraph, "Note this down", 1, 1);
const sequential = Math.max(10, Math.round(turns / 4));
const rows = [
  await row("reference: a bare 150 ms timer, no turn", undefined, "", sequential, 1),
  await row("silent model, 400 ms", silentGraph, "Hello", sequential, 1),
  await row("silent model, 400 ms", silentGraph, "Hello", turns, 8),
  await row("tool-call chunks streaming across the deadline", streamingGraph, "Note this down", sequential, 1),
  await row("tool-call chunks streaming across the deadline", streamingGraph, "Note this down", turns, 8),
];
console.log(
  `holding line: its delay after the ${afterMs} ms deadline, ms (load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores)`,
);
console.log(
  `  ${"model".padEnd(48)} ${"at".padStart(3)} ${"turns".padStart(6)}  ${"median".padStart(7)}  ${"p95".padStart(7)}  ${"max".padStart(7)}  ${"loop stall".padStart(9)}`,
);
for (const line of rows) console.log(line);
await silent.close();
streaming.close();
