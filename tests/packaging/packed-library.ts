import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtDist } from "../support/built-dist";
import { createConsumer } from "./create-consumer";

/** What a packaging test file works with: the run's tarball, and fresh projects that installed it. */
export interface PackedLibrary {
  /** The packed library (`npm pack` of this run's build). */
  tarball(): string;
  /** A fresh project outside the repository that installed the tarball (create-consumer.ts); removed after the file. */
  consumer(type: "module" | "commonjs", withOptional: boolean, extras?: string[]): string;
  /** A fresh temporary folder, removed after the file. */
  temporaryFolder(prefix: string): string;
}

/**
 * The library as users get it, for one test file: built and packed once for the whole run
 * (`npm run build`, then `npm pack`: tests/support/build-dist-setup.ts), installed into fresh
 * projects outside the repository. Registers the file's `beforeAll` (waits for the build) and
 * `afterAll` (removes the projects); call it at the top of the file.
 */
export function usePackedLibrary(): PackedLibrary {
  let tarball = "";
  const folders: string[] = [];
  beforeAll(async () => {
    ({ tarball } = await builtDist());
  }, 300_000);
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return {
    tarball: () => tarball,
    consumer(type, withOptional, extras = []) {
      const project = createConsumer({ tarball, type, withOptional, extras });
      folders.push(project);
      return project;
    },
    temporaryFolder(prefix) {
      const folder = mkdtempSync(join(tmpdir(), prefix));
      folders.push(folder);
      return folder;
    },
  };
}
