// The tool budget (issue 35): npx tsx bench/tool-budget.ts
// (1) The model requests of a tool turn over the dev intents (tests/fixtures/intents/dev-sample.jsonl),
// local route off, as the real ChatOpenAI client sends them to the scripted model server: median
// size in characters, with the budget and without (target: ≤ 5,000). (2) For every eval set under
// tests/fixtures/intents and tests/fixtures/dialogues, the share of sentences naming a tool whose
// tool is offered (target: ≥ 99% each). (3) What choosing costs per sentence (target: ≤ 0.1 ms).
import { detectLocale } from "../src/core/detect-locale";
import { chooseOfferedTools } from "../src/graph/tool-budget/choose-offered-tools";
import { ToolWordIndex } from "../src/graph/tool-budget/tool-word-index";
import { readIntentCases } from "../scripts/evaluate-intents";
import { offlineDefaultRegistry } from "../tests/support/offline-default-registry";
import { offeredToolsRecall } from "./tool-budget/offered-tools-recall";
import { requestSizes } from "./tool-budget/request-sizes";

const BUDGET = 5;
const median = (values: readonly number[]) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? 0;
const quantile = (values: readonly number[], share: number) =>
  [...values].sort((left, right) => left - right)[Math.min(values.length - 1, Math.floor(share * values.length))] ?? 0;
const figure = (value: number) => value.toLocaleString("en-US");

const registry = offlineDefaultRegistry();
console.log(`${registry.size} tools; toolBudget ${BUDGET} (the default)\n`);

console.log("Model requests of a tool turn, dev intents, local route off (characters of the request body / of its tools):");
for (const budget of [BUDGET, false] as const) {
  const sizes = await requestSizes(offlineDefaultRegistry, budget);
  const label = budget === false ? "toolBudget: false" : `toolBudget: ${budget}`;
  console.log(
    `  ${label.padEnd(18)} ${sizes.turns} turns, ${sizes.requests.length} requests: median ${figure(median(sizes.requests.map((size) => size.body)))}` +
      ` (tools ${figure(median(sizes.requests.map((size) => size.tools)))}, ${median(sizes.requests.map((size) => size.offered))} tools);` +
      ` first call median ${figure(median(sizes.firstCalls.map((size) => size.body)))}, p90 ${figure(
        quantile(
          sizes.firstCalls.map((size) => size.body),
          0.9,
        ),
      )}`,
  );
}

console.log("\nRight tool offered, sentences naming a tool (follow-ups with the thread's recent tools):");
const recalls = offeredToolsRecall(registry, BUDGET);
for (const recall of recalls) {
  const share = (100 * recall.offered) / recall.named;
  console.log(
    `  ${recall.set.padEnd(42)} ${share.toFixed(1).padStart(5)}% (${recall.offered}/${recall.named}); narrowed ${((100 * recall.narrowed) / recall.named).toFixed(0)}%, median ${median(recall.sizes)} tools`,
  );
  for (const miss of recall.misses) console.log(`      miss: ${miss}`);
}
const lowest = Math.min(...recalls.map((recall) => (100 * recall.offered) / recall.named));
console.log(`  lowest set: ${lowest.toFixed(1)}% (target ≥ 99%)`);

// What choosing costs: the index once per registry, then each sentence.
// A second registry, as `serve` builds one per user: its tools' templates were read for the first.
const second = offlineDefaultRegistry().list();
const builtAt = performance.now();
const index = new ToolWordIndex(second);
const buildMs = performance.now() - builtAt;
const sentences = readIntentCases(new URL("../tests/fixtures/intents/dev-sample.jsonl", import.meta.url).pathname).map((line) => ({
  text: line.text,
  locale: detectLocale(line.text, "zh-TW"),
}));
const samples: number[] = [];
for (let round = 0; round < 300; round += 1) {
  for (const { text, locale } of sentences) {
    const started = performance.now();
    chooseOfferedTools(index, { text, locale, budget: BUDGET });
    if (round >= 20) samples.push(performance.now() - started);
  }
}
console.log(
  `\nChoosing: index built in ${buildMs.toFixed(1)} ms (once per registry; here a second registry of the same tools); per sentence median ${median(samples).toFixed(4)} ms, p99 ${quantile(samples, 0.99).toFixed(4)} ms (target ≤ 0.1 ms)`,
);
