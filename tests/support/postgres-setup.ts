import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { findPostgresBinaries, PostgresServer, usesPostgres } from "./postgres-server";
import { selectsAny } from "./selects-any";
import { writeSetupReport } from "./setup-report";

/**
 * Global setup (vitest.config.ts): a run that includes a file using `describeWithPostgres` starts
 * one PostgreSQL server for all of them, beside the first test files, and stops it after the last.
 * Each file makes databases of its own on it; a server per file cost a 28 MB copy, a start and a
 * stop ten times a run. `describeWithPostgres` waits for the report written to the provided folder.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (findPostgresBinaries() === undefined || !(await selectsAny(project, usesPostgres))) {
    project.provide("postgresServer", "");
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), "dialogue-graph-pg-run-"));
  const started = PostgresServer.start().then(
    (server) => {
      writeSetupReport(folder, { address: server.address });
      return server;
    },
    (error: Error) => {
      writeSetupReport(folder, { error: error.message });
      return undefined;
    },
  );
  project.provide("postgresServer", folder);
  return async () => {
    await (await started)?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
