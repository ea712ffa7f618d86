import { parseArgs } from "node:util";
import type { CliCommand } from "./cli-command";

const help = `Usage:
  dialogue-graph serve [options]      serve the assistant over HTTP until SIGTERM or Ctrl-C

Endpoints:
  POST /v1/chat/completions           OpenAI-compatible (stream or not); thread from X-Thread-Id
  GET  /v1/models                     the assistant, as one model
  POST /v1/threads/{id}/turns         a turn, its events as server-sent events
  GET  /v1/threads/{id}/turns         a thread's recent turns;  DELETE /v1/threads/{id} forgets it
  GET  /v1/events                     the user's alarms and timers ringing, as server-sent events
  GET  /healthz                       for load balancers

Options:
  --port N                  port (default 8080)
  --host ADDRESS            address (default 0.0.0.0 with tokens, 127.0.0.1 without)
  --workers N               processes sharing the port and the database (needs DATABASE_URL; default 1)
  --tokens FILE             token=user lines; with DIALOGUE_GRAPH_TOKENS="token=user,…"
  --model-name NAME         the model name clients use (default dialogue-graph)
  --shutdown-timeout S      seconds running turns get to end on SIGTERM (default 30)
  --max-text-length N       longest turn text, in characters (default 4000)
  --max-body-bytes N        largest request body (default 1048576)
  --max-turns N             turns running at once per process (default 512)
  --max-turns-per-user N    turns one user may have running at once, per process (default 8)
  --cors ORIGIN,…           origins a browser front end may call from (* for any; default none)
  --pool-size N             PostgreSQL connections per process (default 10)
  --quiet                   no access log
  -h, --help                this help

DATABASE_URL=postgres://… keeps threads, thread locks and each user's alarms, memos, timers and
ledger in PostgreSQL (npm install pg @langchain/langgraph-checkpoint-postgres); without it threads
live in memory and each user's data in files under DIALOGUE_GRAPH_DATA_DIR.
With no tokens the server serves one user, on 127.0.0.1 only.
`;

function whole(name: string, text: string | undefined, minimum = 0): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) throw new TypeError(`--${name} must be a whole number from ${minimum}, not "${text}".`);
  return value;
}

/** `dialogue-graph serve`: the assistant over HTTP for many users (OpenAI-compatible and native endpoints). */
export const serveCommand: CliCommand = {
  name: "serve",
  summary: "serve the assistant over HTTP: OpenAI-compatible and native endpoints, users by token",
  help,
  async run(args, io) {
    const { values } = parseArgs({
      args,
      options: {
        port: { type: "string" },
        host: { type: "string" },
        workers: { type: "string" },
        tokens: { type: "string" },
        "model-name": { type: "string" },
        "shutdown-timeout": { type: "string" },
        "max-text-length": { type: "string" },
        "max-body-bytes": { type: "string" },
        "max-turns": { type: "string" },
        "max-turns-per-user": { type: "string" },
        cors: { type: "string" },
        "pool-size": { type: "string" },
        quiet: { type: "boolean" },
      },
    });
    const shutdownSeconds = whole("shutdown-timeout", values["shutdown-timeout"]);
    // The server and its dependencies load only for this command, so `dialogue-graph chat` does not pay for them.
    const [{ loadSettings }, { serveUntilStopped }] = await Promise.all([import("../index"), import("../server/serve-until-stopped")]);
    return serveUntilStopped(
      {
        settings: loadSettings({ env: io.env }),
        port: whole("port", values.port),
        host: values.host,
        workers: whole("workers", values.workers, 1),
        tokensFile: values.tokens,
        modelName: values["model-name"],
        shutdownTimeoutMs: shutdownSeconds === undefined ? undefined : shutdownSeconds * 1000,
        maxTextLength: whole("max-text-length", values["max-text-length"], 1),
        maxBodyBytes: whole("max-body-bytes", values["max-body-bytes"], 1),
        maxConcurrentTurns: whole("max-turns", values["max-turns"], 1),
        maxTurnsPerUser: whole("max-turns-per-user", values["max-turns-per-user"], 1),
        corsOrigins: values.cors
          ?.split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
        poolSize: whole("pool-size", values["pool-size"], 1),
        quiet: values.quiet,
      },
      io,
    );
  },
};
