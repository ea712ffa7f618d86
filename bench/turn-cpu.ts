// CPU time per turn (issue 35, "Less CPU per turn"): npx tsx bench/turn-cpu.ts [--turns 2000] [--only <variant>]…
// Targets: a local-route turn ≤ 3 ms of CPU; a model tool turn's framework CPU (the turn's CPU
// minus the bare ChatOpenAI client's for the same two calls) ≤ 0.7 × createReactAgent's.
// The variants take turns, one turn each in every round, so a change in the machine's load falls on
// all of them; CPU time is this process's (the scripted model runs in a child process). Threads
// hold five turns each, as short conversations do. To profile one variant:
//   node --cpu-prof --import tsx bench/turn-cpu.ts --only local-memory
import { MemorySaver } from "@langchain/langgraph";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createSqliteCheckpointer, DialogueGraph, type DialogueGraphOptions } from "../src/index";
import type { BenchVariant } from "./turn-cost/bench-variant";
import { createBenchModel } from "./turn-cost/create-bench-model";
import { createBenchRegistry } from "./turn-cost/create-bench-registry";
import { createDialogueGraphVariant } from "./turn-cost/create-dialogue-graph-variant";
import { createFloorVariants } from "./turn-cost/create-floor-variants";
import { createReactAgentVariant } from "./turn-cost/create-react-agent-variant";
import { startModelServers } from "./turn-cost/start-model-servers";

const { values } = parseArgs({
  options: {
    turns: { type: "string", default: "2000" },
    only: { type: "string", multiple: true },
    warmup: { type: "string", default: "200" },
  },
});
const turns = Number(values.turns);
const warmup = Number(values.warmup);
const text = "現在幾點";
const turnsPerThread = 5;

const servers = await startModelServers({ latencyMs: 0, chunkDelayMs: 0 });
const folder = mkdtempSync(join(tmpdir(), "turn-cpu-"));

// A local turn through DialogueGraph with the given checkpointer; the model is there but unused.
function localVariant(name: string, checkpointer: DialogueGraphOptions["checkpointer"]): BenchVariant {
  const { model, calls } = createBenchModel(servers.fast);
  const graph = new DialogueGraph({ model, registry: createBenchRegistry(), checkpointer, locale: "zh-TW", timeZone: "Asia/Taipei" });
  return {
    name,
    modelCalls: calls,
    async runTurn(input, threadId) {
      let reply = "";
      for await (const event of graph.stream(input, { threadId })) if (event.type === "turn-end") reply = event.turn.reply;
      return { reply, toolsRun: 1 };
    },
  };
}

const all: BenchVariant[] = [
  localVariant("local-memory", new MemorySaver()),
  localVariant("local-sqlite", await createSqliteCheckpointer({ path: join(folder, "threads.sqlite") })),
  { ...createDialogueGraphVariant({ baseUrl: servers.fast, mode: "native" }), name: "model-dialogue-graph" },
  { ...createReactAgentVariant({ baseUrl: servers.fast }), name: "model-react-agent" },
  ...createFloorVariants(servers.fast).filter((variant) => variant.name === "client-floor"),
];
const variants = all.filter((variant) => values.only === undefined || values.only.includes(variant.name));
const samples = new Map(variants.map((variant) => [variant.name, [] as number[]]));
const modelCalls = new Map(variants.map((variant) => [variant.name, 0]));

for (let round = -warmup; round < turns; round += 1) {
  const threadId = `thread-${Math.floor(round / turnsPerThread)}`;
  for (const variant of variants) {
    const calls = variant.modelCalls();
    const cpu = process.cpuUsage();
    const outcome = await variant.runTurn(text, threadId);
    const used = process.cpuUsage(cpu);
    if (outcome.reply === "") throw new Error(`${variant.name} gave no reply to "${text}".`);
    if (round < 0) continue;
    samples.get(variant.name)!.push((used.user + used.system) / 1000);
    modelCalls.set(variant.name, modelCalls.get(variant.name)! + variant.modelCalls() - calls);
  }
}
servers.close();
rmSync(folder, { recursive: true, force: true });

const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
const median = (list: number[]) => [...list].sort((left, right) => left - right)[Math.floor(list.length / 2)];
console.log(`CPU ms per turn of 「${text}」, ${turns} turns a variant after ${warmup} unmeasured (mean includes GC):`);
console.log("| variant | model calls per turn | CPU ms mean | CPU ms median |");
console.log("| --- | ---: | ---: | ---: |");
for (const [name, list] of samples)
  console.log(`| ${name} | ${(modelCalls.get(name)! / list.length).toFixed(0)} | ${mean(list).toFixed(2)} | ${median(list).toFixed(2)} |`);

for (const name of ["local-memory", "local-sqlite"]) {
  const list = samples.get(name);
  if (list !== undefined)
    console.log(`target: ${name} ≤ 3 ms CPU per turn (mean): ${mean(list).toFixed(2)} ms, ${mean(list) <= 3 ? "met" : "**not met**"}`);
}
// The framework's share by the means (GC included) and by the medians (steadier on a busy machine).
for (const [label, figure] of [
  ["mean", mean],
  ["median", median],
] as const) {
  const of = (name: string) => (samples.has(name) ? figure(samples.get(name)!) : undefined);
  const floor = of("client-floor");
  const ours = of("model-dialogue-graph");
  const theirs = of("model-react-agent");
  if (floor === undefined || ours === undefined || theirs === undefined) continue;
  const ratio = (ours - floor) / (theirs - floor);
  console.log(
    `framework CPU of a model tool turn by the ${label} (minus client-floor ${floor.toFixed(2)} ms): dialogue-graph ${(ours - floor).toFixed(2)} ms, ` +
      `createReactAgent ${(theirs - floor).toFixed(2)} ms; ratio ${ratio.toFixed(2)} (target ≤ 0.7: ${ratio <= 0.7 ? "met" : "**not met**"})`,
  );
}
