// The sentence templates beside the regex phrases: npx tsx bench/templates.ts
// Prints the size of what the route compiles — regex phrase source against compiled templates and
// the slot types' own patterns (each compiled once, shared by every template) — and the route's
// median over the intents sentences (tests/fixtures/intents) of the tools whose phrases are templates.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DATE_RULES } from "../src/language/date-rules";
import { MONTH_END_PATTERN } from "../src/language/month-end";
import { NUMBER_PATTERN } from "../src/language/number-words";
import { PERIOD_RULES } from "../src/language/period-rules";
import { compileTemplate } from "../src/language/templates/compile-template";
import { CLOCK_PATTERN } from "../src/language/time-of-day";
import { routeLocally } from "../src/routing/route-locally";
import { createDefaultRegistry } from "../src/tools/create-default-registry";
import { CURRENCY_PATTERN } from "../src/language/currency-words";
import { readIntentCases } from "../scripts/evaluate-intents";

const registry = createDefaultRegistry();
const regexSizes: number[] = [];
const templateSizes: number[] = [];
const templateTools = new Set<string>();
for (const tool of registry.list()) {
  for (const phrase of tool.phrases) {
    if (phrase.pattern !== undefined) regexSizes.push(phrase.pattern.source.length);
    else {
      templateSizes.push(compileTemplate(phrase.template, phrase).size);
      templateTools.add(tool.name);
    }
  }
}
const slotPatterns = [
  NUMBER_PATTERN,
  CLOCK_PATTERN,
  CURRENCY_PATTERN,
  MONTH_END_PATTERN,
  ...DATE_RULES.map((rule) => rule.regex.source),
  ...PERIOD_RULES.map((rule) => rule.regex.source),
];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const line = (label: string, sizes: number[]) =>
  console.log(
    `${label.padEnd(30)} ${String(sizes.length).padStart(4)} × total ${String(sum(sizes)).padStart(9)} chars, largest ${Math.max(0, ...sizes)}`,
  );
line("regex phrases (source)", regexSizes);
line("template phrases (compiled)", templateSizes);
line(
  "slot types' patterns (once)",
  slotPatterns.map((source) => source.length),
);

const intentsDir = fileURLToPath(new URL("../tests/fixtures/intents/", import.meta.url));
const cases = readdirSync(intentsDir)
  .filter((file) => file.endsWith(".jsonl"))
  .flatMap((file) => readIntentCases(`${intentsDir}${file}`))
  .filter((intent) => intent.tool !== null && templateTools.has(intent.tool));
const rounds = 200;
for (const intent of cases) routeLocally(intent.text, { registry, now: new Date(intent.now), timeZone: intent.timeZone });
const samples: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const intent of cases) {
    const now = new Date(Date.parse(intent.now) + round * 1000);
    const start = process.hrtime.bigint();
    routeLocally(intent.text, { registry, now, timeZone: intent.timeZone });
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
samples.sort((left, right) => left - right);
const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))].toFixed(3);
console.log(
  `route over ${cases.length} sentences of ${[...templateTools].join(", ")} × ${rounds}: median ${at(0.5)} ms, p99 ${at(0.99)} ms`,
);
