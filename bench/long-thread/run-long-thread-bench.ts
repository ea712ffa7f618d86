// npm run bench:long-thread [-- --quick] [--turns N] [--seconds S]
// One thread of 10,000 turns at 0 ms model latency: DialogueGraph on MemorySaver and on SQLite,
// and createReactAgent on the same turns for comparison (time-boxed: it keeps the whole history).
// Writes bench/results/long-thread.json and long-thread.md, and its section of bench/RESULTS.md.
import { execFile, fork } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, platform, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { LongThreadReport, LongThreadRun } from "./long-thread-report";
import type { LongThreadFramework, LongThreadSaver } from "./long-thread-variant";
import { renderLongThreadResults } from "./render-long-thread-results";
import { summarizeRange } from "./summarize-range";
import { writeLongThreadSection } from "./write-long-thread-section";

const { values } = parseArgs({
  options: { quick: { type: "boolean", default: false }, turns: { type: "string" }, seconds: { type: "string" } },
});
const quick = values.quick ?? false;
const turns = Number(values.turns ?? (quick ? 1_000 : 10_000));
const secondsPerRun = Number(values.seconds ?? (quick ? 60 : 300));
const variants: Array<[LongThreadFramework, LongThreadSaver, number]> = [
  ["dialogue-graph", "memory", 12 * secondsPerRun],
  ["dialogue-graph", "sqlite", 12 * secondsPerRun],
  ["react-agent", "memory", secondsPerRun],
  ["react-agent", "sqlite", secondsPerRun],
];

const modelProcess = fork(fileURLToPath(new URL("./long-thread-model-process.ts", import.meta.url)), [], {
  execArgv: ["--import", "tsx"],
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
const { url } = await new Promise<{ url: string }>((resolve) =>
  modelProcess.once("message", (message) => resolve(message as { url: string })),
);
const folder = mkdtempSync(join(tmpdir(), "dialogue-graph-long-thread-"));

function runInChild(framework: LongThreadFramework, saver: LongThreadSaver, seconds: number): Promise<LongThreadRun> {
  const script = fileURLToPath(new URL("./long-thread-process.ts", import.meta.url));
  const args = [
    "--expose-gc",
    "--import",
    "tsx",
    script,
    framework,
    saver,
    url,
    String(turns),
    String(seconds),
    join(folder, `${framework}-${saver}.sqlite`),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${framework} on ${saver}: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as LongThreadRun);
    });
  });
}

const started = performance.now();
const runs: LongThreadReport["runs"] = [];
try {
  for (const [framework, saver, seconds] of variants) {
    console.log(
      `[${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s] ${framework} on ${saver}: ${turns.toLocaleString("en")} turns (at most ${seconds} s)`,
    );
    const { wallMs, cpuMs, ...run } = await runInChild(framework, saver, seconds);
    const early = summarizeRange(wallMs, cpuMs, 100, 200);
    const late = summarizeRange(wallMs, cpuMs, Math.max(1, run.turnsRun - 99), run.turnsRun);
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    runs.push({
      ...run,
      early,
      late,
      lateOverEarly: ratio(late.wallMedianMs, early.wallMedianMs),
      cpuLateOverEarly: ratio(late.cpuMeanMs, early.cpuMeanMs),
    });
    console.log(
      `         turns ${early.from}–${early.to}: ${early.wallMedianMs} ms, turns ${late.from}–${late.to}: ${late.wallMedianMs} ms; largest request ${run.requests.maxConversationTokens} tokens; heap ${run.heap.map((sample) => sample.heapUsedMb).join(" → ")} MB`,
    );
  }
} finally {
  modelProcess.disconnect();
  rmSync(folder, { recursive: true, force: true });
}

const report: LongThreadReport = {
  date: new Date().toISOString(),
  machine: {
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${platform()} ${process.arch}`,
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
  },
  settings: { turns, historyTokens: 2_000, secondsPerRun, quick },
  runs,
};
mkdirSync(fileURLToPath(new URL("../results/", import.meta.url)), { recursive: true });
writeFileSync(fileURLToPath(new URL("../results/long-thread.json", import.meta.url)), `${JSON.stringify(report, null, 2)}\n`);
const markdown = renderLongThreadResults(report);
writeLongThreadSection(markdown);
console.log(`\n${markdown}\n\nbench/RESULTS.md, bench/results/long-thread.json`);
