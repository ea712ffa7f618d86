import { readFileSync } from "node:fs";

/**
 * Whether a test file runs this run's build of dist/: it imports `builtDist` (built-dist.ts) or the
 * packaging tests' `usePackedLibrary` (tests/packaging/packed-library.ts). The build's global setup
 * and the sequencer (vitest.config.ts) use it, so a new file that needs dist/ needs no list.
 */
export function usesBuiltDist(testFile: string): boolean {
  return /from "[./]*(?:support\/)?(?:built-dist|packed-library)"/.test(readFileSync(testFile, "utf8"));
}
