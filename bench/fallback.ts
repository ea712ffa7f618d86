// What a failing main model costs a turn when a fallback model answers: npx tsx bench/fallback.ts [turns]
// Target (issue 35): a main model that refuses connections or answers 500 costs the turn under
// 100 ms more (median) than a turn that went to the fallback model directly.
// Each turn is a tool turn (「現在幾點」 with the local route off: two model calls, each of which
// fails on the main model first), on a thread of its own; the variants take turns, so load changes
// fall on all of them; the last variant leaves the default rest (fallbackCooldownMs) on, so after
// its first failure the main model is tried after the fallback. Real ChatOpenAI clients, made as createChatModel makes the default one
// (maxRetries: 1), against scripted model servers in this process. Then what the bare client
// costs to fail, with its own retry and without it (the `maxRetries: 0` a fallback call passes).
import { loadavg } from "node:os";
import { ChatOpenAI } from "@langchain/openai";
import { HumanMessage } from "@langchain/core/messages";
import { DialogueGraph } from "../src/index";
import { ScriptedModelServer, type ScriptedReply } from "../src/testing";
import { benchScript } from "./turn-cost/bench-script";
import { createBenchRegistry } from "./turn-cost/create-bench-registry";

const turns = Number(process.argv[2] ?? 300);
const overloaded: ScriptedReply = { status: 500, errorBody: { error: { message: "upstream overloaded", type: "server_error" } } };
const rateLimited: ScriptedReply = { status: 429, errorBody: { error: { message: "Rate limit reached", type: "requests" } } };

const client = (name: string, url: string, maxRetries = 1) =>
  new ChatOpenAI({ model: name, apiKey: "bench-key", configuration: { baseURL: url }, streamUsage: true, maxRetries, timeout: 60_000 });

async function serverAnswering(step: ScriptedReply | typeof benchScript): Promise<ScriptedModelServer> {
  const server = await ScriptedModelServer.start({ keepAliveTimeoutMs: 60_000 });
  server.fallback = step;
  return server;
}

const backup = await serverAnswering(benchScript);
const failing500 = await serverAnswering(overloaded);
const failing429 = await serverAnswering(rateLimited);
const closed = await ScriptedModelServer.start();
await closed.close();

// fallbackCooldownMs: 0, so every call goes to the failing main model first: the cost measured is
// that of each failure, not hidden by the main model resting after the first one.
const graph = (main: ChatOpenAI | null, fallbackCooldownMs = 0) =>
  new DialogueGraph({
    model: main ?? client("backup-model", backup.url),
    fallbackModels: main === null ? [] : [client("backup-model", backup.url)],
    registry: createBenchRegistry(),
    localIntents: false,
    summarize: false,
    fallbackCooldownMs,
  });
const variants: Array<[string, DialogueGraph]> = [
  ["fallback model directly", graph(null)],
  ["main refuses connections", graph(client("main-model", closed.url))],
  ["main answers 500", graph(client("main-model", failing500.url))],
  ["main answers 429", graph(client("main-model", failing429.url))],
  ["main answers 500, resting", graph(client("main-model", failing500.url), 30_000)],
];

const times = new Map<string, number[]>(variants.map(([name]) => [name, []]));
// A few turns first, unmeasured: module loading and the first connections.
for (const [name, assistant] of variants)
  for (let index = 0; index < 5; index++) await assistant.invoke("現在幾點", { threadId: `warm-${name}-${index}` });
for (let index = 0; index < turns; index++) {
  for (const [name, assistant] of variants) {
    const started = performance.now();
    const turn = await assistant.invoke("現在幾點", { threadId: `${name}-${index}` });
    times.get(name)!.push(performance.now() - started);
    if (!turn.reply.includes("九點") || turn.modelCalls.some((call) => call.model !== "backup-model"))
      throw new Error(`${name}: the turn was not answered by the fallback model: ${JSON.stringify(turn)}`);
  }
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const direct = quantile(times.get("fallback model directly")!, 0.5);
console.log(`fallback models: ${turns} tool turns per variant (2 model calls each), load average ${loadavg()[0].toFixed(2)}`);
console.log(`  ${"variant".padEnd(28)} ${"median".padStart(9)} ${"p90".padStart(9)} ${"more than direct".padStart(18)}`);
let met = true;
for (const [name] of variants) {
  const values = times.get(name)!;
  const median = quantile(values, 0.5);
  if (name !== "fallback model directly" && median - direct >= 100) met = false;
  console.log(
    `  ${name.padEnd(28)} ${median.toFixed(1).padStart(6)} ms ${quantile(values, 0.9).toFixed(1).padStart(6)} ms ${(median - direct).toFixed(1).padStart(15)} ms`,
  );
}
console.log(`  target (< 100 ms more, median): ${met ? "met" : "MISSED"}`);

// The bare client failing once: with createChatModel's maxRetries: 1, and with `maxRetries: 0` as a call option.
console.log("\nthe bare ChatOpenAI client failing one streamed call (median of 5):");
for (const [name, url] of [
  ["refused connection", closed.url],
  ["500", failing500.url],
  ["429", failing429.url],
] as const) {
  const cost = async (options: Record<string, unknown>) => {
    const samples: number[] = [];
    for (let index = 0; index < 5; index++) {
      const started = performance.now();
      try {
        for await (const _chunk of await client("main-model", url).stream([new HumanMessage("你好")], options));
      } catch {
        samples.push(performance.now() - started);
      }
    }
    return quantile(samples, 0.5);
  };
  const own = await cost({});
  const none = await cost({ maxRetries: 0 });
  console.log(
    `  ${name.padEnd(20)} maxRetries 1: ${own.toFixed(1).padStart(7)} ms   call option maxRetries 0: ${none.toFixed(1).padStart(6)} ms`,
  );
}

await Promise.all([backup.close(), failing500.close(), failing429.close()]);
