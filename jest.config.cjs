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
  testTimeout: 20000,
  // A stray keep-alive socket must never keep CI waiting after the last test.
  forceExit: true,
};
