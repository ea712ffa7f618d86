// Times routeLocally over the dev intents (tests/fixtures/intents/dev-sample.jsonl): npx tsx bench/route-locally.ts [path]
// Target: median ≤ 0.3 ms and p99 ≤ 1 ms per sentence (a voice user should never wait on the
// local route). On a busy machine the wall-clock tail (p99, max) measures the scheduler more than
// the code: a sample the process was switched out in counts the other processes' time. The CPU
// time of the process (getrusage) is printed too; it leaves that wait out.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { routeLocally } from "../src/routing/route-locally";
import { createDefaultRegistry } from "../src/tools/create-default-registry";
import { readIntentCases } from "../scripts/evaluate-intents";

const path = resolve(process.argv[2] ?? fileURLToPath(new URL("../tests/fixtures/intents/dev-sample.jsonl", import.meta.url)));
const cases = readIntentCases(path);
const registry = createDefaultRegistry();
const rounds = 200;

// Warm up: the first call builds the OpenCC dictionaries and lets the JIT settle.
for (let round = 0; round < 5; round += 1) {
  for (const intent of cases) routeLocally(intent.text, { registry, now: new Date(intent.now), timeZone: intent.timeZone });
}

const samples: number[] = [];
const cpuSamples: number[] = [];
const perSentence = cases.map(() => [] as number[]);
for (let round = 0; round < rounds; round += 1) {
  cases.forEach((intent, index) => {
    // A fresh clock each call, as in real turns (no cached "today").
    const now = new Date(Date.parse(intent.now) + round * 1000);
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    routeLocally(intent.text, { registry, now, timeZone: intent.timeZone });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    const cpu = process.cpuUsage(cpuStart);
    samples.push(elapsed);
    cpuSamples.push((cpu.user + cpu.system) / 1000);
    perSentence[index].push(elapsed);
  });
}

const quantile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};
const slowest = perSentence
  .map((values, index) => ({ text: cases[index].text, median: quantile(values, 0.5) }))
  .sort((a, b) => b.median - a.median)[0];
console.log(`routeLocally over ${cases.length} sentences × ${rounds} rounds (${registry.list().length} tools)`);
console.log(
  `wall clock: median ${quantile(samples, 0.5).toFixed(3)} ms, p90 ${quantile(samples, 0.9).toFixed(3)} ms, p99 ${quantile(samples, 0.99).toFixed(3)} ms`,
);
console.log(
  `cpu time:   median ${quantile(cpuSamples, 0.5).toFixed(3)} ms, p90 ${quantile(cpuSamples, 0.9).toFixed(3)} ms, p99 ${quantile(cpuSamples, 0.99).toFixed(3)} ms`,
);
console.log(`slowest sentence by median: ${slowest.median.toFixed(3)} ms (${slowest.text})`);
