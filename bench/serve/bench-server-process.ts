// The HTTP server under load, in its own processes so its CPU is measured apart from the load:
// `--workers 1` serves in this process; `--workers N` forks N cluster workers sharing the port.
// Each worker serves DialogueGraph (function calling, the local route off, the bench's tools)
// through startDialogueServer, on PostgreSQL (`--database URL`) or in memory (no --database).
// Reports { url, pids } over IPC once every worker listens; stops on SIGTERM or disconnect.
import { MemorySaver } from "@langchain/langgraph";
import cluster from "node:cluster";
import { parseArgs } from "node:util";
import { DialogueGraph } from "../../src/index";
import { openPostgres } from "../../src/server/postgres/open-postgres";
import { parseUserTokens, startDialogueServer } from "../../src/server/index";
import { createBenchModel } from "../turn-cost/create-bench-model";
import { createBenchRegistry } from "../turn-cost/create-bench-registry";

const { values } = parseArgs({
  options: { workers: { type: "string", default: "1" }, database: { type: "string" }, model: { type: "string" } },
});
const workers = Number(values.workers);

async function serve(): Promise<void> {
  const postgres = values.database ? await openPostgres({ url: values.database, poolSize: 20 }) : undefined;
  const assistant = new DialogueGraph({
    model: createBenchModel(values.model!).model,
    registry: createBenchRegistry(),
    localIntents: false,
    checkpointer: postgres?.checkpointer ?? new MemorySaver(),
    threadLock: postgres?.threadLock,
  });
  const server = await startDialogueServer({
    assistant,
    tokens: parseUserTokens(process.env.BENCH_TOKENS ?? ""),
    host: "127.0.0.1",
    port: 0,
    maxConcurrentTurns: 5_000,
    onClose: postgres?.close,
  });
  const stop = () => void server.close().then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("disconnect", stop);
  process.send?.({ url: server.url, pid: process.pid });
}

if (workers === 1 || cluster.isWorker) {
  await serve();
} else {
  const reports: Array<{ url: string; pid: number }> = [];
  for (let index = 0; index < workers; index++) {
    cluster.fork().on("message", (report: { url: string; pid: number }) => {
      reports.push(report);
      if (reports.length === workers)
        process.send?.({ url: reports[0]!.url, pid: process.pid, workers: reports.map((worker) => worker.pid) });
    });
  }
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    cluster.on("exit", () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("disconnect", stop);
}
