import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BenchScriptRun } from "./run-bench-script";
import { renderTurnCostTables } from "./turn-cost/render-turn-cost-tables";
import type { TurnCostReport } from "./turn-cost/turn-cost-report";

// Why the concurrency target holds or not, from this run's own figures: the CPU each turn needs,
// and the floor — the same model calls with no framework — under the same load.
function concurrencyNote({ variants, floors, settings, machine }: TurnCostReport): string {
  const lines = variants
    .filter((variant) => variant.concurrency.idealMs > 0)
    .map(
      (variant) =>
        `${variant.name} ${((variant.overhead.perKind.tool.cpuMs * settings.concurrentThreads) / 1000).toFixed(1)} s against an ideal of ${variant.concurrency.idealMs} ms`,
    );
  const allowed = (1.1 * 2 * settings.latencyMs) / settings.concurrentThreads;
  const floorRows = floors.map(
    ({ name, concurrency }) =>
      `| ${name} | ${concurrency.turnsPerSecond.toFixed(1)} | ${concurrency.turn.median.toFixed(0)} | ${concurrency.turn.p99.toFixed(0)} (${concurrency.idealMs}) | ${concurrency.p99OverIdeal ?? "n/a"} |`,
  );
  const floorText =
    floors.length === 0
      ? ""
      : `

The floor: the two model calls of a tool turn and nothing else, under the same ${settings.concurrentThreads} concurrent threads
(\`fetch-floor\`: bare \`fetch\`, SSE read as text; \`client-floor\`: the bare ChatOpenAI client with the tools bound):

| floor | turns/s | median ms | p99 ms (ideal) | p99 / ideal |
| --- | ---: | ---: | ---: | ---: |
${floorRows.join("\n")}

When the floor itself is above 1.1 × ideal, no framework can meet the target on this machine: the
model server and the client share its ${machine.cores} cores, and sending and reading ${2 * settings.concurrentThreads} streamed responses at once takes longer than the budget.`;
  return `Under load, one Node process runs the JavaScript of every turn on one core, so ${settings.concurrentThreads} tool turns that
arrive together need ${settings.concurrentThreads} × the CPU time of a tool turn before the last one can end, about: ${lines.join("; ")}.
The p99 target (≤ 1.1 × model calls × ${settings.latencyMs} ms) can only hold in one process when a two-call turn costs under
${allowed.toFixed(2)} ms of CPU; beyond that it takes several processes (the checkpointer is then a shared one, SQLite or Postgres).${floorText}`;
}

/** bench/RESULTS.md: the last run's machine, date, every figure, the ratios and the targets. */
export function renderResultsMarkdown({ report, others }: { report: TurnCostReport; others: readonly BenchScriptRun[] }): string {
  const { machine, settings } = report;
  const sections = others.map((run) =>
    [`### ${run.name}`, "", `\`${run.command}\` — exit ${run.exitCode}, ${run.seconds} s`, "", "```", run.output, "```", ""].join("\n"),
  );
  return `# Benchmark results

Written by \`npm run bench\`${settings.quick ? " (**--quick**: a short run, not the reference figures)" : ""}; do not edit by hand.

- Date: ${report.date}
- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.platform}, Node ${machine.node}
- Load average at the end (1, 5, 15 min): ${machine.loadAverage.join(", ")} — other processes on the machine show in the tails.
- Turns: ${settings.overheadTurns} per variant at 0 ms, ${settings.latencyTurns} at ${settings.latencyMs} ms (and as many streamed); ${settings.concurrentThreads} concurrent threads × ${settings.turnsPerThread} tool turns at ${settings.latencyMs} ms; ${settings.idleThreads.toLocaleString("en")} idle threads for memory.

## What a turn costs

Every variant gets the same three requests (a tool turn 「現在幾點」, a turn with no tool, a turn
with two tools), the same in-process tools and the same \`ChatOpenAI\` client pointed at a scripted
OpenAI-compatible server running in another process (SSE streaming, answers chosen from the request):

- **dialogue-graph-native** — \`DialogueGraph\`, function calling, \`localIntents: false\`.
- **dialogue-graph-prompted** — \`toolCalling: "prompted"\` (JSON tool choice, then JSON parameters; one tool per turn; a tool with no parameters skips the parameter call).
- **dialogue-graph-local** — function calling behind the local route (\`localIntents: true\`): 「現在幾點」 is answered with no model.
- **react-agent** — LangGraph's \`createReactAgent\` with \`registry.toLangChainTools()\`, streamed with \`streamMode: "messages"\` (the reference for the ratios).
- **seed-flow** — the seed's flow as written: an intent call, a parameter call, the tool, a streamed answer call; one tool per turn; a plain array per thread.

All keep memory per thread (MemorySaver; the seed flow an array). "Overhead" is the wall time of a
turn at 0 ms model latency: the model server answers at once in another process, so what is left is
the framework, the HTTP client and the tools. "First sentence" is the time from the start of the
turn to the first whole sentence of the reply when the server waits ${settings.latencyMs} ms and then streams
the text ${settings.chunkDelayMs} ms per 3 characters, as a model writes ("whole reply": to the end of that turn). Memory is heapUsed after a full GC, before
and after ${settings.idleThreads.toLocaleString("en")} threads of one turn with no tool, divided by the threads. The ideal
latency under load is model calls × ${settings.latencyMs} ms.

${renderTurnCostTables(report)}

${concurrencyNote(report)}

Raw figures: \`bench/results/turn-cost.json\`.

## Other benches

${sections.length ? sections.join("\n") : "Not run in this run."}
${serveSection()}${longThreadSection()}`;
}

// The section of `npm run bench:serve` (bench/serve/), a run of its own, carried over unchanged.
function serveSection(): string {
  const path = fileURLToPath(new URL("./results/serve.md", import.meta.url));
  return existsSync(path) ? `\n${readFileSync(path, "utf8")}` : "";
}

// The section of `npm run bench:long-thread` (bench/long-thread/), a run of its own, carried over unchanged.
function longThreadSection(): string {
  const path = fileURLToPath(new URL("./results/long-thread.md", import.meta.url));
  return existsSync(path) ? `\n${readFileSync(path, "utf8")}` : "";
}
