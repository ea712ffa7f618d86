/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  // swc only strips the types, file by file (ts-jest ran the TypeScript compiler on each file);
  // type errors are `npm run typecheck`'s job.
  transform: {
    "^.+\\.ts$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }],
  },
  // A backstop for a test that hangs, not a speed target (those are benchmarks): a turn's first
  // model call loads LangChain's client lazily, which takes seconds on a loaded 2-core machine.
  testTimeout: 60000,
  // One worker per core: jest's default (half the cores) runs a 2-core machine in band, one file
  // at a time, while many files mostly wait on child processes, servers and PostgreSQL.
  maxWorkers: "100%",
  // Each file loads LangChain, zod and mathjs afresh into a worker; a worker past 1 GB is
  // restarted between files rather than garbage-collecting an ever larger heap.
  workerIdleMemoryLimit: "1GB",
  // A stray keep-alive socket must never keep CI waiting after the last test.
  forceExit: true,
};
