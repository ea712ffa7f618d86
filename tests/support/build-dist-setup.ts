import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { setPriority, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { selectsAny } from "./selects-any";
import { writeSetupReport } from "./setup-report";
import { usesBuiltDist } from "./uses-built-dist";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder where this run's build of dist/ reports (see `builtDist` in built-dist.ts); "" when the run builds none. */
    distBuild: string;
  }
}

const root = resolve(__dirname, "../..");

/**
 * Runs a command in the repository; resolves to its exit code and everything it printed. The
 * command (and what it starts) runs ahead of the test workers where the system allows it: the
 * tests that wait for the build hold workers meanwhile, and at an even share of 2 cores beside five
 * busy workers the build would take two or three times as long.
 */
function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  try {
    if (child.pid !== undefined) setPriority(child.pid, -10);
  } catch {
    // Not permitted (not root, no CAP_SYS_NICE): the build takes an even share.
  }
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => {
    child.on("error", (error) => done({ code: null, output: `${output}\n${String(error)}` }));
    child.on("close", (code) => done({ code, output }));
  });
}

/** `npm run build` (what `prepack` runs after the type check), then `npm pack` of that build; writes the outcome to `folder`/result.json. */
async function buildAndPack(folder: string): Promise<void> {
  const started = Date.now();
  const build = await run("npm", ["run", "build"]);
  const pack = build.code === 0 ? await run("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", folder]) : undefined;
  const tarball = readdirSync(folder).find((file) => file.endsWith(".tgz"));
  const result =
    build.code !== 0
      ? { error: `npm run build failed (${build.code}):\n${build.output}` }
      : tarball === undefined
        ? { error: `npm pack wrote no tarball (${pack?.code}):\n${pack?.output}` }
        : { tarball: join(folder, tarball) };
  writeSetupReport(folder, result);
  console.log(
    `dist/ ${"error" in result ? "failed to build" : "built and packed"} for this run in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Global setup (vitest.config.ts): every run that includes a file which needs dist/
 * (uses-built-dist.ts) builds it afresh and packs it once, for the tests that run the library as
 * users get it. The build runs beside the other test files instead of before them: a test that
 * needs it waits for this run's result (`builtDist()`), so a stale or missing dist/ is never what
 * a test runs, and a failed build fails those tests. A rerun in watch mode builds again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const builds: Array<{ folder: string; finished: Promise<void> }> = [];
  const start = () => {
    const folder = mkdtempSync(join(tmpdir(), "dialogue-graph-build-"));
    builds.push({ folder, finished: buildAndPack(folder) });
    project.provide("distBuild", folder);
  };
  // `vitest run tests/language` needs no build.
  if (await selectsAny(project, usesBuiltDist)) start();
  else project.provide("distBuild", "");
  project.onTestsRerun(() => start());
  // A run that ends early still lets the build finish, so dist/ is never left half written.
  return async () => {
    for (const { folder, finished } of builds) {
      await finished;
      rmSync(folder, { recursive: true, force: true });
    }
  };
}
