// Times routeLocally over the dev intents: npx tsx bench/route-locally.ts [path]
// Target: a median well under 1 ms per sentence (a voice user should never wait on the local route).
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { routeLocally } from "../src/routing/route-locally";
import { createDefaultRegistry } from "../src/tools/create-default-registry";
import { readIntentCases } from "../scripts/evaluate-intents";

const path = resolve(process.argv[2] ?? fileURLToPath(new URL("../../shared/eval/intents.dev.jsonl", import.meta.url)));
const cases = readIntentCases(path);
const registry = createDefaultRegistry();
const rounds = 200;

// Warm up: the first call builds the OpenCC dictionaries and lets the JIT settle.
for (const intent of cases) routeLocally(intent.text, { registry, now: new Date(intent.now), timeZone: intent.timeZone });

const samples: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const intent of cases) {
    // A fresh clock each call, as in real turns (no cached "today").
    const now = new Date(Date.parse(intent.now) + round * 1000);
    const start = process.hrtime.bigint();
    routeLocally(intent.text, { registry, now, timeZone: intent.timeZone });
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
samples.sort((a, b) => a - b);
const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))].toFixed(3);
console.log(`routeLocally over ${cases.length} sentences × ${rounds} rounds (${registry.list().length} tools)`);
console.log(`median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${samples[samples.length - 1].toFixed(3)} ms`);
