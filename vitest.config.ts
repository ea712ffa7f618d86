import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { usesBuiltDist } from "./tests/support/uses-built-dist";

// Files that run long for their size (measured with the JSON reporter on this 2-core machine: the
// dialogue and intent sets run hundreds of turns from data files, the examples start tsx
// processes). Without a previous run's timings vitest orders files by size, which put these last,
// where they ran alone on one core and ended the run 10–15 s after everything else.
const longForTheirSize = [
  "tests/routing/eval-dialogues.test.ts",
  "tests/examples/examples.test.ts",
  "tests/routing/eval-intents.test.ts",
  "tests/core/chinese-script.test.ts",
];

/**
 * vitest's order (longest first, from the last run; larger files first without one), with the
 * files that run long for their size first, and the files which wait for this run's build of
 * dist/ (build-dist-setup.ts) in among the others: one after every third, from the fifth place on.
 * A file waiting for the build holds a worker; spread out, they start while the build runs and the
 * other workers keep both cores busy.
 */
class SpreadDistFiles extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => longForTheirSize.some((name) => file.moduleId.endsWith(name));
    const waiting = sorted.filter((file) => usesBuiltDist(file.moduleId));
    const others = [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file) && !waiting.includes(file))];
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
    // More workers than the 2 cores: many files mostly wait on child processes, servers, PostgreSQL
    // and the build of dist/.
    maxWorkers: 5,
    sequence: { sequencer: SpreadDistFiles },
    include: ["tests/**/*.test.ts"],
    // Worker threads that keep their modules from file to file: a file that imports the library
    // finds LangChain, LangGraph and zod already loaded (loading them took ~1.1 s a file under jest).
    // A test that watches which modules load does so in a child process (tests/mcp/lazy-sdk.test.ts).
    pool: "threads",
    isolate: false,
    globalSetup: ["tests/support/build-dist-setup.ts"],
  },
});
