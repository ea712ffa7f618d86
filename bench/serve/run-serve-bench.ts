// npm run bench:serve [-- --quick]
// The HTTP server under 500 concurrent users, each sending 2 tool turns (function calling, the model
// at 200 ms a call) through POST /v1/chat/completions, with 1 process in memory, 1 worker and 2
// workers on PostgreSQL, against the floor of the same run: the same model calls with bare fetch.
// Writes bench/results/serve.json and serve.md, and its section of bench/RESULTS.md.
import { fork } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PostgresServer } from "../../tests/support/postgres-server";
import { BENCH_REQUESTS } from "../turn-cost/bench-requests";
import { createFloorVariants } from "../turn-cost/create-floor-variants";
import { startModelServers } from "../turn-cost/start-model-servers";
import { runUsers, type LoadFigures } from "./run-users";
import { processCpuMs, processTreeCpuMs } from "./process-cpu";
import { renderServeResults, type ServeBenchReport, type ServerRun } from "./render-serve-results";
import { writeServeSection } from "./write-serve-section";

const { values } = parseArgs({ options: { quick: { type: "boolean", default: false } } });
const quick = values.quick ?? false;
const users = quick ? 100 : 500;
const turnsPerUser = 2;
const latencyMs = 200;
const text = BENCH_REQUESTS.find((request) => request.kind === "tool")!.text;
const tokens = Array.from({ length: users }, (_, user) => `bench-token-${user}=user-${user}`).join(",");

const models = await startModelServers({ latencyMs });
const postgres = await PostgresServer.start();
const postmasterPid = Number(readFileSync(`${postgres.folder}/data/postmaster.pid`, "utf8").split("\n")[0]);

async function startServer(workers: number, database: string | undefined) {
  const args = ["--workers", String(workers), "--model", models.slow, ...(database ? ["--database", database] : [])];
  const child = fork(fileURLToPath(new URL("./bench-server-process.ts", import.meta.url)), args, {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_TOKENS: tokens },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const report = await new Promise<{ url: string; pid: number; workers?: number[] }>((resolve, reject) => {
    child.once("message", (message) => resolve(message as { url: string; pid: number; workers?: number[] }));
    child.once("exit", (code) => reject(new Error(`The bench server exited (${code}) before it listened.`)));
  });
  const pids = [report.pid, ...(report.workers ?? [])];
  const stopped = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { url: report.url, pids, stop: () => (child.kill("SIGTERM"), stopped) };
}

async function measureServer(name: string, workers: number, onPostgres: boolean): Promise<ServerRun> {
  const server = await startServer(workers, onPostgres ? await postgres.createDatabase() : undefined);
  const turn = (user: number, thread: string) =>
    fetch(`${server.url}/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer bench-token-${user}`, "content-type": "application/json", "x-thread-id": thread },
      body: JSON.stringify({ model: "dialogue-graph", messages: [{ role: "user", content: text }] }),
    }).then(async (response) => {
      const body = (await response.json()) as { choices?: Array<{ message: { content: string } }>; error?: { message: string } };
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${body.error?.message}`);
      return body.choices?.[0]?.message.content ?? "";
    });
  // Warm up every worker's JIT and pools on threads of their own, then measure.
  await runUsers({ users: 40, turnsPerUser: 1, turn: (user) => turn(user, `warm-up-${user}`) });
  const serverCpu = () => server.pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  const [serverBefore, databaseBefore] = [serverCpu(), processTreeCpuMs(postmasterPid)];
  const load = await runUsers({ users, turnsPerUser, turn: (user) => turn(user, `bench-${user}`) });
  const [serverAfter, databaseAfter] = [serverCpu(), processTreeCpuMs(postmasterPid)];
  await server.stop();
  return {
    name,
    workers,
    postgres: onPostgres,
    load,
    serverCpuMsPerTurn: round((serverAfter - serverBefore) / load.turns),
    databaseCpuMsPerTurn: onPostgres ? round((databaseAfter - databaseBefore) / load.turns) : 0,
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

async function measureFloor(): Promise<LoadFigures & { clientCpuMsPerTurn: number }> {
  const floor = createFloorVariants(models.slow).find((variant) => variant.name === "fetch-floor")!;
  const before = process.cpuUsage();
  const load = await runUsers({
    users,
    turnsPerUser,
    turn: (user) => floor.runTurn(text, `floor-${user}`).then((outcome) => outcome.reply),
  });
  const used = process.cpuUsage(before);
  return { ...load, clientCpuMsPerTurn: round((used.user + used.system) / 1000 / load.turns) };
}

try {
  // Before the bench's own processes (load generator, model server, PostgreSQL, workers) add theirs.
  const loadAverageAtStart = loadavg().map((value) => round(value));
  const floorBefore = await measureFloor();
  const runs: ServerRun[] = [];
  runs.push(await measureServer("1 process, threads in memory", 1, false));
  runs.push(await measureServer("1 worker, PostgreSQL", 1, true));
  runs.push(await measureServer("2 workers, PostgreSQL", 2, true));
  const floorAfter = await measureFloor();
  const report: ServeBenchReport = {
    date: new Date().toISOString(),
    quick,
    machine: {
      cpu: cpus()[0]?.model ?? "unknown",
      cores: cpus().length,
      node: process.version,
      loadAverage: loadavg().map((value) => round(value)),
      loadAverageAtStart,
    },
    settings: { users, turnsPerUser, latencyMs, modelCallsPerTurn: 2 },
    floors: [
      { name: "fetch floor, before", ...floorBefore },
      { name: "fetch floor, after", ...floorAfter },
    ],
    runs,
  };
  const markdown = renderServeResults(report);
  console.log(`\n${markdown}`);
  writeFileSync(fileURLToPath(new URL("../results/serve.json", import.meta.url)), `${JSON.stringify(report, null, 2)}\n`);
  writeServeSection(markdown);
} finally {
  await postgres.stop();
  models.close();
}
