import { test } from "vitest";
import { ScriptedModelServer } from "../../src/testing";

/**
 * `it` with a scripted model server of each test's own (`server`), started before and closed after
 * it, so tests that wait out a model's latency or a deadline can run at the same time (`describe.concurrent`).
 */
export const testWithModelServer = test.extend<{ server: ScriptedModelServer }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern.
  server: async ({}, use) => {
    const server = await ScriptedModelServer.start();
    await use(server);
    await server.close();
  },
});
