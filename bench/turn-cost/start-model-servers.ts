import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The running scripted model servers of the bench (base URLs). */
export interface ModelServers {
  /** Answers at once. */
  fast: string;
  /** Waits `latencyMs`, then sends the whole answer. */
  slow: string;
  /** Waits `latencyMs`, then streams the text `chunkDelayMs` per 3 characters. */
  paced: string;
  close(): void;
}

/**
 * Starts the scripted model servers in a child process (model-server-process.ts) and resolves
 * once they listen.
 */
export async function startModelServers({
  latencyMs = 200,
  chunkDelayMs = 20,
}: { latencyMs?: number; chunkDelayMs?: number } = {}): Promise<ModelServers> {
  const child = fork(
    fileURLToPath(new URL("./model-server-process.ts", import.meta.url)),
    ["--latency", String(latencyMs), "--chunk-delay", String(chunkDelayMs)],
    {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  const urls = await new Promise<Omit<ModelServers, "close">>((resolve, reject) => {
    child.once("message", (message) => resolve(message as Omit<ModelServers, "close">));
    child.once("exit", (code) => reject(new Error(`The model server process exited (${code}) before it listened.`)));
  });
  return { ...urls, close: () => child.disconnect() };
}
