// Measures the local route against an intents file: npm run eval:intents [path]
// Default path: tests/fixtures/intents/dev-sample.jsonl, the repository's copy of the dev sample.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createDefaultRegistry } from "../src/tools/create-default-registry";
import { evaluateIntents, readIntentCases } from "./evaluate-intents";

const path = resolve(process.argv[2] ?? fileURLToPath(new URL("../tests/fixtures/intents/dev-sample.jsonl", import.meta.url)));
if (!existsSync(path)) {
  console.error(`eval:intents: no intents file at ${path}. Give one: npm run eval:intents -- <file.jsonl>`);
  process.exit(2);
}
const report = evaluateIntents(readIntentCases(path), createDefaultRegistry());

for (const outcome of report.outcomes) {
  if (outcome.problem !== null) console.log(`MISS  ${outcome.case.text}\n      ${outcome.problem}`);
}
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(`\n${report.outcomes.length} lines from ${path}`);
console.log(`precision ${percent(report.precision)} (${report.correct}/${report.claimed} claimed lines right)`);
console.log(`coverage  ${percent(report.coverage)} (${report.claimedWithTool}/${report.withTool} tool requests claimed)`);
