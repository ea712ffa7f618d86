import type { AlarmScheduler } from "../index";
import { buildAssistant } from "./build-assistant";
import type { ServeOptions, ServeOutput } from "./serve-options";
import { startDialogueServer, type DialogueServer } from "./start-dialogue-server";
import { loadUserTokens } from "./user-tokens";

/** A server of `dialogue-graph serve` in this process, with what it was built on. */
export interface RunningServe {
  server: DialogueServer;
  /** Rings every user's alarms and timers to their `GET /v1/events` streams. */
  scheduler: AlarmScheduler;
  /** True when users are named by bearer tokens; false for the one user of a server without them. */
  tokens: boolean;
  /** Stops gracefully (see DialogueServer.close), then closes the database. */
  close(): Promise<{ abortedTurns: number }>;
}

/**
 * Starts `dialogue-graph serve` in this process: tokens, storage, assistant, HTTP server, and an
 * access log line per request on `output.stdout` (unless `quiet`).
 */
export async function runServe(options: ServeOptions, output: ServeOutput): Promise<RunningServe> {
  const { settings } = options;
  const tokens = loadUserTokens({ tokens: settings.env.DIALOGUE_GRAPH_TOKENS, tokensFile: options.tokensFile });
  const built = await buildAssistant(options);
  try {
    const server = await startDialogueServer({
      assistant: built.assistant,
      tokens,
      port: options.port,
      host: options.host,
      allowUnauthenticatedRemote: options.allowUnauthenticatedRemote,
      allowedHosts: options.allowedHosts,
      requestTimeoutMs: options.requestTimeoutMs,
      modelName: options.modelName,
      maxBodyBytes: options.maxBodyBytes,
      maxTextLength: options.maxTextLength,
      maxConcurrentTurns: options.maxConcurrentTurns,
      maxTurnsPerUser: options.maxTurnsPerUser,
      corsOrigins: options.corsOrigins,
      shutdownTimeoutMs: options.shutdownTimeoutMs,
      healthCheck: built.healthCheck,
      events: built.events,
      onRequest: options.quiet
        ? undefined
        : (entry) => output.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), pid: process.pid, ...entry })}\n`),
      onClose: built.close,
    });
    return { server, scheduler: built.scheduler, tokens: tokens !== undefined, close: () => server.close() };
  } catch (error) {
    await built.close();
    throw error;
  }
}
