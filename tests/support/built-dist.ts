import { join, resolve } from "node:path";
import { inject } from "vitest";
import { readSetupReport } from "./setup-report";

const root = resolve(__dirname, "../..");

/** This run's build of the library (build-dist-setup.ts). */
export interface BuiltDist {
  /** The packed library, as `npm publish` would upload it. */
  tarball: string;
  /** The command's entry, dist/cli.cjs: `node <cli> chat …` is `dialogue-graph chat …` as installed. */
  cli: string;
}

/**
 * Waits for this run's build of dist/ and its tarball (started by the global setup,
 * build-dist-setup.ts); throws the build's output if it failed. Call it in `beforeAll` with a
 * timeout of minutes: the build takes 15–30 s beside the other tests.
 */
export async function builtDist(): Promise<BuiltDist> {
  const folder = inject("distBuild");
  if (!folder)
    throw new Error(
      "this run built no dist/: the global setup (build-dist-setup.ts) saw no selected file that needs it (uses-built-dist.ts)",
    );
  const { tarball } = await readSetupReport<{ tarball: string }>(folder);
  return { tarball, cli: join(root, "dist", "cli.cjs") };
}
