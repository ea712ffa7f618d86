import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { usesBuiltDist } from "./tests/support/uses-built-dist.ts";

/**
 * vitest's order (longest first, from the last run; larger files first without one), except that
 * the files which wait for this run's build of dist/ (build-dist-setup.ts) go in among the others:
 * one after every third, from the fifth place on. A file waiting for the build holds a worker;
 * spread out, they start while the build runs and the other workers keep both cores busy.
 */
class SpreadDistFiles extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waiting = sorted.filter((file) => usesBuiltDist(file.moduleId));
    const others = sorted.filter((file) => !waiting.includes(file));
    const order: TestSpecification[] = [];
    others.forEach((file, index) => {
      order.push(file);
      if (index >= 3 && (index - 3) % 3 === 0 && waiting.length > 0) order.push(waiting.shift()!);
    });
    return [...order, ...waiting];
  }
}

export default defineConfig({
  test: {
    // describe/it/expect/vi without imports, as the files were written for jest.
    globals: true,
    environment: "node",
    // A backstop for a test that hangs, not a speed target (those are benchmarks): a turn's first
    // model call loads LangChain's client lazily, which takes seconds on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One worker more than the 2 cores, for the files that mostly wait (on child processes, servers,
    // deadlines, the build of dist/). Each worker loads the library once, and on 2 cores more workers
    // cost more than they fill: `time npm test` took 107–121 s with 3 workers, 135 s with 4 or 5.
    maxWorkers: 3,
    sequence: { sequencer: SpreadDistFiles },
    include: ["tests/**/*.test.ts"],
    // Worker threads that keep their modules from file to file: a file that imports the library
    // finds LangChain, LangGraph and zod already loaded (loading them took ~1.1 s a file under jest).
    // A test that watches which modules load does so in a child process (tests/mcp/lazy-sdk.test.ts).
    pool: "threads",
    isolate: false,
    globalSetup: ["tests/support/build-dist-setup.ts", "tests/support/postgres-setup.ts"],
  },
});
