import type { LoadFigures } from "./run-users";

/** One configuration of the server under the load. */
export interface ServerRun {
  name: string;
  workers: number;
  postgres: boolean;
  load: LoadFigures;
  /** CPU of the server's processes (primary and workers) per turn, ms. */
  serverCpuMsPerTurn: number;
  /** CPU of PostgreSQL (postmaster and backends) per turn, ms; 0 without it. */
  databaseCpuMsPerTurn: number;
}

/** Everything one run of the serve bench measured. */
export interface ServeBenchReport {
  date: string;
  quick: boolean;
  machine: { cpu: string; cores: number; node: string; loadAverage: number[]; loadAverageAtStart?: number[] };
  settings: { users: number; turnsPerUser: number; latencyMs: number; modelCallsPerTurn: number };
  floors: Array<LoadFigures & { name: string; clientCpuMsPerTurn: number }>;
  runs: ServerRun[];
}

const fixed = (value: number, digits = 1) => value.toLocaleString("en", { maximumFractionDigits: digits });
// Past about 70 % of its cores a machine's queues grow and the tail leaves the ideal.
const USABLE = 0.7;
const THINK_SECONDS = 30;

function projection({ runs, settings }: ServeBenchReport): string {
  const shared = runs.find((run) => run.postgres && run.workers > 1) ?? runs.find((run) => run.postgres);
  if (shared === undefined) return "";
  const app = shared.serverCpuMsPerTurn;
  const database = Math.max(shared.databaseCpuMsPerTurn, 0.01);
  const oneMachine = (16 * 1000 * USABLE) / (app + database);
  const appMachine = (16 * 1000 * USABLE) / app;
  const databaseMachine = (16 * 1000 * USABLE) / database;
  const appMachines = Math.max(1, Math.floor(databaseMachine / appMachine));
  return `### Projection, on paper

From the ${shared.name} run: ${fixed(app, 2)} ms of server CPU and ${fixed(database, 2)} ms of PostgreSQL CPU per tool turn
(two model calls, one checkpoint written and read, the thread's advisory lock taken and freed). The model's
${settings.latencyMs} ms per call costs no CPU here: it is waiting, and the server waits for thousands of calls at once.
Using ${USABLE * 100} % of the cores (past that the queues grow and p99 leaves the ideal):

- **One 16-core machine**, 15 workers and PostgreSQL on it: about 16 × 1000 × ${USABLE} / (${fixed(app, 2)} + ${fixed(database, 2)}) ≈ **${fixed(oneMachine, 0)} tool turns/s**,
  near the ideal latency — about ${fixed(oneMachine * THINK_SECONDS, 0)} users talking at once if each sends a turn every ${THINK_SECONDS} s.
  \`--workers 15 --pool-size 6\` keeps 15 × (6 + 1 lock session) = 105 connections: raise PostgreSQL's \`max_connections\` (100 by default).
- **Several machines behind a load balancer** (any balancing: a thread is safe on any worker, its lock and checkpoint live in
  PostgreSQL): each 16-core app machine adds about ${fixed(appMachine, 0)} turns/s; one 16-core PostgreSQL machine serves about
  ${fixed(databaseMachine, 0)} turns/s, so about **${appMachines} app machines per database machine** before the database is the limit. Past that:
  read replicas do not help (every turn writes); move the finance ledger and the records to their own database (each is
  selected by its own pool), then shard users over databases by user id (a user's threads and data never meet another's).
  Connections: machines × workers × (pool + 1) must fit the database; put PgBouncer in *session* mode in front
  (the thread locks are session-level advisory locks: transaction pooling would break them).
- In practice the model is the limit long before the CPU: ${fixed(oneMachine, 0)} turns/s are ${fixed(oneMachine * settings.modelCallsPerTurn, 0)} model calls/s.`;
}

// A run on a machine busy with other work measures the machine: say so where the figures are read.
// Judged by the last minute before the run: the bench's own processes load the machine by themselves.
function overloaded({ machine }: ServeBenchReport): string {
  const load = (machine.loadAverageAtStart ?? machine.loadAverage)[0];
  if (load <= machine.cores / 2) return "";
  return `\n\n**This run was made on an overloaded machine** (load average ${fixed(load)} on ${machine.cores} cores before it started, from other work): its times and
throughput measure the machine's queue, not the server, and its CPU per turn is inflated by the contention. Run it again on an
idle machine for reference figures.`;
}

/** The serve bench's section of bench/RESULTS.md. */
export function renderServeResults(report: ServeBenchReport): string {
  const { machine, settings } = report;
  const ideal = settings.latencyMs * settings.modelCallsPerTurn;
  const row = (name: string, load: LoadFigures, cpu: string, database: string) =>
    `| ${name} | ${fixed(load.turnsPerSecond)} | ${load.failed ?? 0} | ${fixed(load.turn.median, 0)} | ${fixed(load.turn.p99, 0)} | ${fixed(load.turn.p99 / ideal, 2)} | ${cpu} | ${database} |`;
  const failures = [...report.floors, ...report.runs.map((run) => ({ name: run.name, ...run.load }))].filter(
    (load) => load.firstError !== undefined,
  );
  return `## Serving many users (\`npm run bench:serve\`)

Written by \`npm run bench:serve\`${report.quick ? " (**--quick**: a short run, not the reference figures)" : ""}, ${report.date}, on ${machine.cpu}, ${machine.cores} cores, Node ${machine.node};
load average before the run ${(machine.loadAverageAtStart ?? []).join(", ") || "not recorded"}, at the end ${machine.loadAverage.join(", ")} (the bench's own processes and any other work show in the tails).${overloaded(report)}

${settings.users} users at once, each sending ${settings.turnsPerUser} tool turns (「現在幾點」: function calling, the local route off) on a thread of
their own, one after the other, through \`POST /v1/chat/completions\` with a bearer token each. The model is the scripted
server in another process, ${settings.latencyMs} ms a call, so the ideal turn is ${ideal} ms. The server runs in processes of its
own (\`bench/serve/bench-server-process.ts\`: \`startDialogueServer\` over \`DialogueGraph\`, workers by \`node:cluster\`);
PostgreSQL 15 runs on the same machine with durability off. CPU per turn is read from /proc for the server's processes
and for PostgreSQL's. The floor is the same ${settings.users} × ${settings.turnsPerUser} turns as their two model calls with bare \`fetch\`, no server.

| run | turns/s | failed | median ms | p99 ms | p99 / ideal | server CPU ms per turn | PostgreSQL CPU ms per turn |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${report.floors.map((floor) => row(floor.name, floor, `(client ${fixed(floor.clientCpuMsPerTurn, 2)})`, "–")).join("\n")}
${report.runs.map((run) => row(run.name, run.load, fixed(run.serverCpuMsPerTurn, 2), run.postgres ? fixed(run.databaseCpuMsPerTurn, 2) : "–")).join("\n")}
${failures.map((load) => `\nFirst failure of ${load.name}: ${load.firstError}`).join("")}

On ${machine.cores} cores the load generator, the model server, PostgreSQL and the workers share the machine, so a second
worker can only take what the others leave; the CPU per turn is what carries over to a larger machine.

${projection(report)}
`;
}
