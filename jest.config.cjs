/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: { module: "CommonJS", moduleResolution: "Node10", isolatedModules: true, esModuleInterop: true, target: "ES2022" }, diagnostics: false }],
  },
  testTimeout: 20000,
  // A stray keep-alive socket must never keep CI waiting after the last test.
  forceExit: true,
};
