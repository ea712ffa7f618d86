import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The running scripted model servers of the bench. */
export interface ModelServers {
  /** Base URL of the server that answers at once. */
  fast: string;
  /** Base URL of the server that waits `latencyMs` before each answer. */
  slow: string;
  close(): void;
}

/**
 * Starts the scripted model servers in a child process (model-server-process.ts) and resolves
 * once they listen.
 */
export async function startModelServers({ latencyMs = 200 }: { latencyMs?: number } = {}): Promise<ModelServers> {
  const child = fork(fileURLToPath(new URL("./model-server-process.ts", import.meta.url)), ["--latency", String(latencyMs)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const urls = await new Promise<{ fast: string; slow: string }>((resolve, reject) => {
    child.once("message", (message) => resolve(message as { fast: string; slow: string }));
    child.once("exit", (code) => reject(new Error(`The model server process exited (${code}) before it listened.`)));
  });
  return { ...urls, close: () => child.disconnect() };
}
