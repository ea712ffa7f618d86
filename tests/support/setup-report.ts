import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Writes what a global setup made, or its `error`, to `folder`/result.json for the test files
 * waiting on it (`readSetupReport`). Written whole, then renamed: a test never reads half a report.
 */
export function writeSetupReport(folder: string, result: object): void {
  writeFileSync(join(folder, "result.json.tmp"), JSON.stringify(result));
  renameSync(join(folder, "result.json.tmp"), join(folder, "result.json"));
}

/** Waits for the report a global setup writes to `folder` (`writeSetupReport`); throws its `error`. */
export async function readSetupReport<Result extends object>(folder: string): Promise<Result> {
  const report = join(folder, "result.json");
  while (!existsSync(report)) await sleep(50);
  const result = JSON.parse(readFileSync(report, "utf8")) as Result | { error: string };
  if ("error" in result) throw new Error(result.error);
  return result;
}
