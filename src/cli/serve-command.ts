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
  --allow-unauthenticated-remote
                            without tokens, listen on an address others can reach (--host): anyone
                            who reaches it acts as the one user (refused without this flag)
  --allowed-hosts NAME,…    host names the server answers to besides localhost and IP addresses
                            (behind a proxy; .example.com for subdomains; * for any; default: none)
  --workers N               processes sharing the port and the database (needs DATABASE_URL; default 1)
  --tokens FILE             token=user lines; with DIALOGUE_GRAPH_TOKENS="token=user,…"
  --model-name NAME         the model name clients use (default dialogue-graph)
  --shutdown-timeout S      seconds running turns get to end on SIGTERM (default 30)
  --request-timeout S       seconds a request's headers and body get to arrive (default 30; 0 for none)
  --thread-wait-timeout S   seconds a turn waits for its thread, busy with another turn, before a 503 (default 60)
  --max-text-length N       longest turn text, in characters (default 4000)
  --max-body-bytes N        largest request body (default 1048576)
  --max-turns N             turns running at once per process (default 512)
  --max-turns-per-user N    turns one user may have running at once, per process (default 8)
  --cors ORIGIN,…           origins a browser front end may call from (* for any; default none);
                            a request from any other page's origin is refused (403)
  --pool-size N             PostgreSQL connections per process (default 10)
  --quiet                   no access log
  -h, --help                this help

DATABASE_URL=postgres://… keeps threads, thread locks and each user's alarms, memos, timers and
ledger in PostgreSQL (npm install pg @langchain/langgraph-checkpoint-postgres); without it threads
live in memory and each user's data in files under DIALOGUE_GRAPH_DATA_DIR.
With no tokens the server serves one user, on 127.0.0.1 only, and answers only requests addressed
to this machine (Host) from no page or its own (Origin). Request bodies are JSON only (else 415).
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
        "allow-unauthenticated-remote": { type: "boolean" },
        "allowed-hosts": { type: "string" },
        "request-timeout": { type: "string" },
        "thread-wait-timeout": { type: "string" },
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
    const milliseconds = (name: string, text: string | undefined, minimum = 0) => {
      const value = whole(name, text, minimum);
      return value === undefined ? undefined : value * 1000;
    };
    const list = (text: string | undefined) =>
      text
        ?.split(",")
        .map((item) => item.trim())
        .filter(Boolean);
    // The server and its dependencies load only for this command, so `dialogue-graph chat` does not pay for them.
    const [{ loadSettings }, { serveUntilStopped }] = await Promise.all([import("../index"), import("../server/serve-until-stopped")]);
    return serveUntilStopped(
      {
        settings: loadSettings({ env: io.env }),
        port: whole("port", values.port),
        host: values.host,
        allowUnauthenticatedRemote: values["allow-unauthenticated-remote"],
        allowedHosts: list(values["allowed-hosts"]),
        requestTimeoutMs: milliseconds("request-timeout", values["request-timeout"]),
        threadWaitTimeoutMs: milliseconds("thread-wait-timeout", values["thread-wait-timeout"], 1),
        workers: whole("workers", values.workers, 1),
        tokensFile: values.tokens,
        modelName: values["model-name"],
        shutdownTimeoutMs: milliseconds("shutdown-timeout", values["shutdown-timeout"]),
        maxTextLength: whole("max-text-length", values["max-text-length"], 1),
        maxBodyBytes: whole("max-body-bytes", values["max-body-bytes"], 1),
        maxConcurrentTurns: whole("max-turns", values["max-turns"], 1),
        maxTurnsPerUser: whole("max-turns-per-user", values["max-turns-per-user"], 1),
        corsOrigins: list(values.cors),
        poolSize: whole("pool-size", values["pool-size"], 1),
        quiet: values.quiet,
      },
      io,
    );
  },
};
