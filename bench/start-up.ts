// npm run bench -- --only turn-cost --only start-up, or on its own: node --import tsx bench/start-up.ts [runs]
// Start-up of a fresh process on the built package (it runs `npm run build` first): loading
// dist/index.js, building the default registry and graph, the first local turn and a second one,
// then `dialogue-graph chat "現在幾點"` end to end. Medians of N fresh processes, wall and CPU time.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = join(root, "dist", "index.js");
const runs = Number(process.argv[2] ?? 5);
// The first four are the local route's first-turn targets (issue 30: ≤ 100 ms each).
const requests = ["現在幾點", "明天早上七點叫我起床", "這個月咖啡花了多少錢", "100 美金換台幣多少", "现在几点", "123 乘以 4"];
const stepNames = ["load", "construct", "firstTurn", "secondTurn"] as const;

interface Step {
  wallMs: number;
  cpuMs: number;
}
interface Measurement {
  steps: Record<(typeof stepNames)[number], Step>;
  reply: string;
  modelCalls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${Math.round(value)}`;

async function measure(request: string): Promise<Measurement> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-start-up-"));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(root, "bench", "start-up", "measure-start-up.mjs"), entry, dataDir, request],
      { encoding: "utf8" },
    );
    return JSON.parse(stdout) as Measurement;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeCli(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-cli-"));
  const started = performance.now();
  await promisify(execFile)(process.execPath, [join(root, "dist", "cli.cjs"), "chat", "現在幾點"], {
    env: { PATH: process.env.PATH, HOME: dataDir, DIALOGUE_GRAPH_DATA_DIR: dataDir },
    encoding: "utf8",
  });
  const elapsed = performance.now() - started;
  rmSync(dataDir, { recursive: true, force: true });
  return elapsed;
}

await promisify(execFile)("npm", ["run", "build"], { cwd: root });
if (!existsSync(entry)) {
  console.error(`start-up: npm run build wrote no ${entry}.`);
  process.exit(2);
}
console.log(
  `${runs} fresh processes per request; node ${process.version}, ${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")} at the start`,
);
console.log(
  "\n| request | load (wall / CPU ms) | registry + graph | first turn | loaded → first reply (target < 300 ms) | second turn | reply |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const request of requests) {
  const measured: Measurement[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await measure(request));
  const cells = stepNames.map(
    (name) => `${ms(median(measured.map((one) => one.steps[name].wallMs)))} / ${ms(median(measured.map((one) => one.steps[name].cpuMs)))}`,
  );
  // The wait a user hears once the module is loaded: building the registry and graph, then the turn.
  const answered = (one: Measurement, clock: keyof Step) => one.steps.construct[clock] + one.steps.firstTurn[clock];
  cells.splice(
    3,
    0,
    `${ms(median(measured.map((one) => answered(one, "wallMs"))))} / ${ms(median(measured.map((one) => answered(one, "cpuMs"))))}`,
  );
  console.log(`| ${request} | ${cells.join(" | ")} | ${measured[0]?.reply} |`);
}
const cli: number[] = [];
for (let run = 0; run < runs; run += 1) cli.push(await timeCli());
console.log(`\n\`dialogue-graph chat "現在幾點"\` (node dist/cli.cjs, the whole process): median ${ms(median(cli))} ms wall.`);
console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")} at the end`,
);
