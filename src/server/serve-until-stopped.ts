import cluster, { type Worker } from "node:cluster";
import { runServe } from "./run-serve";
import type { ServeOptions, ServeOutput } from "./serve-options";

/** What a worker tells the primary once it listens. */
interface ListeningMessage {
  type: "dialogue-graph:listening";
  /** The address as bound, with the port: `http://0.0.0.0:8080`. */
  url: string;
  /** Whether the worker serves users by token. */
  tokens: boolean;
}

const STOP_SIGNALS = ["SIGTERM", "SIGINT"] as const;

/**
 * Resolves on the first SIGTERM or SIGINT. A worker ignores the ones after it: a stop often reaches
 * it twice — from the primary and from whoever signalled the whole process group (Ctrl-C in a
 * terminal, systemd's default KillMode) — and the second must not cut its running turns.
 * Elsewhere a second signal stops the process at once, as users expect of a second Ctrl-C.
 */
function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      if (!cluster.isWorker) for (const name of STOP_SIGNALS) process.off(name, stop);
      resolve(signal);
    };
    for (const name of STOP_SIGNALS) process.on(name, stop);
  });
}

// The model's server, without what could be a secret in it (user, password, query).
function modelServer(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.origin}${url.pathname.replace(/\/$/, "")}`;
  } catch {
    return "OPENAI_BASE_URL";
  }
}

function describe(boundUrl: string, options: ServeOptions, workers: number): string {
  const { settings } = options;
  const storage = settings.env.DATABASE_URL?.trim() ? "PostgreSQL" : "embedded storage (threads in memory)";
  const model =
    settings.openaiApiKey === undefined && settings.openaiBaseUrl === undefined
      ? "no model (local route only)"
      : `model ${settings.openaiModel} at ${settings.openaiBaseUrl === undefined ? "OpenAI" : modelServer(settings.openaiBaseUrl)}`;
  const where = /\/\/(0\.0\.0\.0|\[::\]):/.test(boundUrl) ? `${boundUrl} (every network interface)` : boundUrl;
  return `dialogue-graph serve: listening on ${where} · ${workers} ${workers === 1 ? "process" : "workers"} · ${storage} · ${model}\n`;
}

// A server anyone who reaches it may use as its one user: said at start, on stderr, where operators look for trouble.
function warnIfOpen(boundUrl: string, options: ServeOptions, output: ServeOutput, tokens: boolean): void {
  if (tokens || !options.allowUnauthenticatedRemote || /\/\/(127\.0\.0\.1|localhost|\[::1\]):/.test(boundUrl)) return;
  output.stderr.write(
    `dialogue-graph serve: WARNING: no tokens, and listening on ${boundUrl} (--allow-unauthenticated-remote): anyone who can reach this address acts as its one user, with that user's alarms, memos and ledger.\n`,
  );
}

function boundUrl(server: { address: string; port: number }): string {
  return `http://${server.address.includes(":") ? `[${server.address}]` : server.address}:${server.port}`;
}

/** One process serving until SIGTERM or SIGINT; a cluster worker reports to the primary instead of printing. */
async function serveInThisProcess(options: ServeOptions, output: ServeOutput): Promise<number> {
  const stopped = untilSignal();
  const running = await runServe(options, output);
  const url = boundUrl(running.server);
  if (cluster.isWorker) process.send?.({ type: "dialogue-graph:listening", url, tokens: running.tokens } satisfies ListeningMessage);
  else {
    output.stdout.write(describe(url, options, 1));
    warnIfOpen(url, options, output, running.tokens);
  }
  const signal = await stopped;
  const { abortedTurns } = await running.close();
  if (!cluster.isWorker)
    output.stderr.write(
      `dialogue-graph serve: stopped on ${signal}${abortedTurns ? `, ${abortedTurns} turn${abortedTurns === 1 ? "" : "s"} cut at the deadline` : ""}.\n`,
    );
  return 0;
}

/**
 * The primary of `--workers N`: forks N workers that share the port (node:cluster) and the
 * database, restarts one that dies, and on SIGTERM or SIGINT asks each to stop gracefully and
 * waits for them.
 */
async function superviseWorkers(options: ServeOptions, output: ServeOutput, count: number): Promise<number> {
  let stopping = false;
  const stopped = untilSignal().then((signal) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    return signal;
  });
  const listening = new Set<number>();
  let announced = false;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on("message", (message: ListeningMessage) => {
      if (message?.type !== "dialogue-graph:listening") return;
      listening.add(worker.id);
      if (!announced && listening.size === count) {
        announced = true;
        output.stdout.write(describe(message.url, options, count));
        warnIfOpen(message.url, options, output, message.tokens);
      }
    });
    return worker;
  };
  for (let index = 0; index < count; index++) fork();
  let failures = 0;
  const allExited = new Promise<void>((resolve) => {
    cluster.on("exit", (worker, code, signal) => {
      listening.delete(worker.id);
      if (!stopping) {
        failures++;
        output.stderr.write(`dialogue-graph serve: worker ${worker.process.pid} ended (${signal ?? code}); starting another.\n`);
        // A worker that cannot start at all (a bad setting) must not be restarted forever.
        if (!announced && failures >= count) {
          stopping = true;
          for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
        } else setTimeout(fork, Math.min(1_000 * failures, 10_000));
      }
      if (Object.keys(cluster.workers ?? {}).length === 0 && stopping) resolve();
    });
  });
  await Promise.race([stopped, allExited]);
  await allExited;
  if (!announced) {
    output.stderr.write("dialogue-graph serve: the workers could not start (see above).\n");
    return 1;
  }
  output.stderr.write("dialogue-graph serve: stopped.\n");
  return 0;
}

/**
 * Runs `dialogue-graph serve` until SIGTERM or SIGINT and resolves to the exit code: one process,
 * or with `workers` > 1 a primary and its workers (which needs DATABASE_URL, so that every worker
 * sees every thread).
 */
export async function serveUntilStopped(options: ServeOptions, output: ServeOutput): Promise<number> {
  const workers = options.workers ?? 1;
  if (!Number.isInteger(workers) || workers < 1) throw new TypeError(`--workers must be a whole number from 1, not ${workers}.`);
  if (workers > 1 && !options.settings.env.DATABASE_URL?.trim()) {
    throw new TypeError(`--workers ${workers} needs DATABASE_URL: workers share their threads and data through PostgreSQL.`);
  }
  if (workers === 1 || cluster.isWorker) return serveInThisProcess(options, output);
  return superviseWorkers(options, output, workers);
}
