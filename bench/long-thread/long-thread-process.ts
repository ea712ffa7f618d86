// One framework on one checkpointer for one long thread, in a fresh `node --expose-gc` process:
// runs the turns, times each (wall and CPU of this process), samples the heap after a full GC and
// prints its figures as JSON on the last line. Started by run-long-thread-bench.ts.
import { existsSync, statSync } from "node:fs";
import { BENCH_REQUESTS } from "../turn-cost/bench-requests";
import { createLongThreadVariant, type LongThreadFramework, type LongThreadSaver } from "./long-thread-variant";
import type { LongThreadRun } from "./long-thread-report";

const [framework, saver, baseUrl, turnsText, secondsText, databaseFile] = process.argv.slice(2) as [
  LongThreadFramework,
  LongThreadSaver,
  string,
  string,
  string,
  string,
];
const turns = Number(turnsText);
const deadline = performance.now() + Number(secondsText) * 1000;
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("Run with node --expose-gc.");

const variant = createLongThreadVariant({ framework, saver, baseUrl, databaseFile });
const wallMs: number[] = [];
const cpuMs: number[] = [];
const heap: LongThreadRun["heap"] = [];
const sampleAt = new Set([200, ...Array.from({ length: Math.floor(turns / 1000) }, (_, index) => (index + 1) * 1000)]);

async function sampleHeap(turn: number): Promise<void> {
  await variant.settle();
  gc!();
  heap.push({ turn, heapUsedMb: Math.round((process.memoryUsage().heapUsed / 2 ** 20) * 10) / 10 });
}

for (let turn = 1; turn <= turns; turn++) {
  const text = BENCH_REQUESTS[(turn - 1) % BENCH_REQUESTS.length].text;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await variant.runTurn(text);
  wallMs.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuMs.push((used.user + used.system) / 1000);
  if (sampleAt.has(turn)) await sampleHeap(turn);
  if (performance.now() > deadline && turn < turns) break;
}
if (heap.at(-1)?.turn !== wallMs.length) await sampleHeap(wallMs.length);

const files = [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`];
const run: LongThreadRun = {
  framework,
  saver,
  turnsRun: wallMs.length,
  wallMs: wallMs.map((value) => Math.round(value * 100) / 100),
  cpuMs: cpuMs.map((value) => Math.round(value * 100) / 100),
  requests: variant.requests,
  heap,
  sqliteBytes: saver === "sqlite" ? files.filter((file) => existsSync(file)).reduce((sum, file) => sum + statSync(file).size, 0) : null,
};
console.log(JSON.stringify(run));
process.exit(0);
