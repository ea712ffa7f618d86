// npm run bench [-- --quick] [--only turn-cost|turn-cpu|route-locally|tool-budget|sentence-splitting|start-up|fallback|holding-line|finance]
// The one entry point of the benchmarks: the cost of a turn against createReactAgent and the seed's
// flow (bench/turn-cost/), then the local route (route-locally.ts) and finance queries (finance.ts).
// Prints tables, writes bench/results/turn-cost.json and regenerates bench/RESULTS.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { financeDatabasePath } from "./finance-database-path";
import { renderResultsMarkdown } from "./render-results-markdown";
import { runBenchScript, type BenchScriptRun } from "./run-bench-script";
import { renderTurnCostTables } from "./turn-cost/render-turn-cost-tables";
import { runTurnCost } from "./turn-cost/run-turn-cost";

const { values } = parseArgs({ options: { quick: { type: "boolean", default: false }, only: { type: "string", multiple: true } } });
const quick = values.quick ?? false;
const wanted = (name: string) => values.only === undefined || values.only.includes(name);
const started = performance.now();

if (!wanted("turn-cost")) throw new Error("turn-cost writes RESULTS.md; --only must include it.");
const report = await runTurnCost({ quick });
console.log(`\n${renderTurnCostTables(report)}\n`);
mkdirSync(fileURLToPath(new URL("./results/", import.meta.url)), { recursive: true });
writeFileSync(fileURLToPath(new URL("./results/turn-cost.json", import.meta.url)), `${JSON.stringify(report, null, 2)}\n`);

const others: BenchScriptRun[] = [];
if (wanted("turn-cpu"))
  others.push(
    await runBenchScript({
      name: "turn-cpu (CPU per turn: a local turn on MemorySaver and SQLite, a model tool turn against createReactAgent)",
      file: "turn-cpu.ts",
      args: quick ? ["--turns", "200", "--warmup", "50"] : [],
    }),
  );
if (wanted("route-locally"))
  others.push(await runBenchScript({ name: "route-locally (the local route over the dev intents)", file: "route-locally.ts" }));
if (wanted("tool-budget"))
  others.push(
    await runBenchScript({
      name: "tool-budget (the model request of a tool turn, and the right tool offered on every eval set)",
      file: "tool-budget.ts",
    }),
  );
if (wanted("sentence-splitting")) {
  const args = quick ? ["256"] : [];
  others.push(
    await runBenchScript({
      name: `sentence-splitting (${quick ? "256 K" : "1 M"} characters of streamed reply through the splitter, the hold-back and the script converter)`,
      file: "sentence-splitting.ts",
      args,
    }),
  );
}
if (wanted("start-up"))
  others.push(
    await runBenchScript({
      name: "start-up (a fresh process on dist/: load, construct, first and second local turn)",
      file: "start-up.ts",
      args: quick ? ["3"] : [],
    }),
  );
if (wanted("fallback"))
  others.push(
    await runBenchScript({
      name: "fallback (a tool turn whose main model refuses connections, answers 500 or 429, against the fallback model directly)",
      file: "fallback.ts",
      args: quick ? ["30"] : [],
    }),
  );
if (wanted("holding-line"))
  others.push(
    await runBenchScript({
      name: "holding-line (how late the holding line comes after holdingLineAfterMs, silent model and tool-call chunks streaming)",
      file: "holding-line.ts",
      args: quick ? ["24"] : [],
    }),
  );
if (wanted("finance")) {
  // A million rows take minutes to insert: a full run keeps the database in the temp folder and
  // reuses it while the finance code is unchanged; a quick run builds a small one.
  const args = quick ? ["50000"] : ["--db", financeDatabasePath()];
  others.push(
    await runBenchScript({
      name: `finance (search and sum over ${quick ? "50,000" : "1,000,000"} transactions)`,
      file: "finance.ts",
      args,
    }),
  );
}
writeFileSync(fileURLToPath(new URL("./RESULTS.md", import.meta.url)), renderResultsMarkdown({ report, others }));
console.log(`bench done in ${((performance.now() - started) / 1000).toFixed(0)} s: bench/RESULTS.md, bench/results/turn-cost.json`);
