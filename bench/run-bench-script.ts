import { spawn } from "node:child_process";

/** What another bench script printed. */
export interface BenchScriptRun {
  name: string;
  command: string;
  exitCode: number | null;
  seconds: number;
  output: string;
}

/**
 * Runs another bench script (`bench/<file>`) in its own node process with tsx, passing its output
 * through and keeping it for RESULTS.md.
 */
export function runBenchScript({ name, file, args = [] }: { name: string; file: string; args?: string[] }): Promise<BenchScriptRun> {
  const command = ["node", "--import", "tsx", `bench/${file}`, ...args].join(" ");
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `bench/${file}`, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString("utf8");
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (exitCode) =>
      resolve({ name, command, exitCode, seconds: Math.round((performance.now() - started) / 100) / 10, output: output.trim() }),
    );
  });
}
