import type { LongThreadReport } from "./long-thread-report";

const label = { "dialogue-graph": "DialogueGraph", "react-agent": "createReactAgent" } as const;
const saverLabel = { memory: "MemorySaver", sqlite: "SqliteSaver" } as const;
const mb = (bytes: number | null) => (bytes === null ? "—" : (bytes / 2 ** 20).toFixed(1));

/** The long-thread section of bench/RESULTS.md. */
export function renderLongThreadResults({ date, machine, settings, runs }: LongThreadReport): string {
  const rows = runs.map((run) => {
    const heapFirst = run.heap[0];
    const heapLast = run.heap.at(-1)!;
    const stopped = run.turnsRun < settings.turns ? ` (stopped at ${run.turnsRun.toLocaleString("en")}: ${settings.secondsPerRun} s)` : "";
    return `| ${label[run.framework]} | ${saverLabel[run.saver]} | ${run.turnsRun.toLocaleString("en")}${stopped} | ${run.early.wallMedianMs} / ${run.early.cpuMeanMs} | ${run.late.from.toLocaleString("en")}–${run.late.to.toLocaleString("en")}: ${run.late.wallMedianMs} / ${run.late.cpuMeanMs} | ${run.lateOverEarly} / ${run.cpuLateOverEarly} | ${run.requests.maxConversationTokens.toLocaleString("en")} (${run.requests.maxMessages} messages, ${(run.requests.maxBytes / 1024).toFixed(1)} KiB) | ${mb(run.sqliteBytes)} | ${heapFirst.heapUsedMb} → ${heapLast.heapUsedMb} |`;
  });
  return `## A long thread (\`npm run bench:long-thread\`)

One thread of ${settings.turns.toLocaleString("en")} turns${settings.quick ? " (**--quick**: not the reference figures)" : ""}, the bench's three requests in turn (a tool turn, a turn with no tool, a
turn with two tools), every turn to the model (\`localIntents: false\`), the scripted model in another
process answering at once (0 ms) and summary calls with a summary of some 60 characters. Each
framework and checkpointer runs in a fresh \`node --expose-gc\` process; createReactAgent keeps the
whole history (no budget), so its runs stop after ${settings.secondsPerRun} s. Framework time per turn is the wall
time of a turn (median) and the CPU time of the process (mean) at 0 ms model latency; a fold's
summary call and save, made after the replies, fall in the turns they overlap.

- Date: ${date}
- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.platform}, Node ${machine.node}; load average at the end ${machine.loadAverage.join(", ")} (the machine is shared: other work shows in the figures)
- DialogueGraph defaults: \`historyTokens\` ${settings.historyTokens.toLocaleString("en")}, 5 checkpoints per thread, summaries on.

| framework | checkpointer | turns | turns 100–200: wall median / CPU mean ms | last 100 turns: wall / CPU ms | late ÷ early (wall / CPU) | largest request: conversation tokens | SQLite MB | heap after GC MB (turn 200 → end) |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}

Targets (DialogueGraph): late ÷ early ≤ 1.2; the largest request's conversation (summary and turns)
within \`historyTokens\`; the SQLite file under 50 MB; the heap flat. Raw figures: \`bench/results/long-thread.json\`.`;
}
