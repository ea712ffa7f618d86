import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { VariantName } from "./create-variant";
import type { MemoryFigures } from "./measure-idle-memory";

/** {@link measureIdleMemory} for one variant in a fresh node process with `--expose-gc`. */
export function measureIdleMemoryInChild({
  name,
  baseUrl,
  threads,
}: {
  name: VariantName;
  baseUrl: string;
  threads: number;
}): Promise<MemoryFigures> {
  const script = fileURLToPath(new URL("./idle-memory-process.ts", import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--expose-gc", "--import", "tsx", script, name, baseUrl, String(threads)],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${name}: the memory process failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as MemoryFigures);
      },
    );
  });
}
