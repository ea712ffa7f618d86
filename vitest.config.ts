import { defineConfig } from "vitest/config";

// The files that run the library as users get it, built into dist/ (and packed) once for the run:
// the vitest project "with-dist" below builds it while the other files run, and these wait for it.
const distFiles = [
  "tests/packaging/**/*.test.ts",
  "tests/server/serve-command.test.ts",
  "tests/mcp/mcp-command.test.ts",
  "tests/mcp/conformance.test.ts",
];
// Files that watch which modules load, so need a module registry of their own.
const isolatedFiles = ["tests/mcp/lazy-sdk.test.ts"];

export default defineConfig({
  test: {
    // describe/it/expect/vi without imports, as the files were written for jest.
    globals: true,
    environment: "node",
    // A backstop for a test that hangs, not a speed target (those are benchmarks): a turn's first
    // model call loads LangChain's client lazily, which takes seconds on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // More workers than the 2 cores: many files mostly wait on child processes, servers and PostgreSQL.
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        // Worker threads that keep their modules from file to file: a file that imports the library
        // finds LangChain, LangGraph and zod already loaded (loading them took ~1.1 s a file under jest).
        test: { name: "unit", include: ["tests/**/*.test.ts"], exclude: [...distFiles, ...isolatedFiles], pool: "threads", isolate: false },
      },
      {
        extends: true,
        test: {
          name: "with-dist",
          include: distFiles,
          globalSetup: ["tests/support/build-dist-setup.ts"],
          pool: "threads",
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: isolatedFiles, pool: "forks", isolate: true } },
    ],
  },
});
