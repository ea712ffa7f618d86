import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder where this run's build of dist/ reports (see `builtDist` in built-dist.ts). */
    distBuild: string;
  }
}

const root = resolve(__dirname, "../..");

/** Runs a command in the repository; resolves to its exit code and everything it printed. */
function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => {
    child.on("error", (error) => done({ code: null, output: `${output}\n${String(error)}` }));
    child.on("close", (code) => done({ code, output }));
  });
}

/**
 * The global setup of the vitest project "with-dist" (vitest.config.ts): every run builds dist/ afresh
 * with `npm run build` (what `prepack` runs) and packs it once with `npm pack --ignore-scripts`,
 * for the tests that run the library as users get it. The build runs beside the other test files
 * instead of before them: a test that needs it waits for this run's result (`builtDist()`), so a
 * stale or missing dist/ is never what a test runs, and a failed build fails those tests.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "dialogue-graph-build-"));
  project.provide("distBuild", folder);
  const finished = (async () => {
    const build = await run("npm", ["run", "build"]);
    const pack = build.code === 0 ? await run("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", folder]) : undefined;
    const tarball = readdirSync(folder).find((file) => file.endsWith(".tgz"));
    const result =
      build.code !== 0
        ? { error: `npm run build failed (${build.code}):\n${build.output}` }
        : tarball === undefined
          ? { error: `npm pack wrote no tarball (${pack?.code}):\n${pack?.output}` }
          : { tarball: join(folder, tarball) };
    // Written whole, then renamed: a test never reads half a report.
    writeFileSync(join(folder, "result.json.tmp"), JSON.stringify(result));
    renameSync(join(folder, "result.json.tmp"), join(folder, "result.json"));
  })();
  // A run that ends early still lets the build finish, so dist/ is never left half written.
  return async () => {
    await finished;
    rmSync(folder, { recursive: true, force: true });
  };
}
