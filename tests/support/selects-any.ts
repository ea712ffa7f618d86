import type { TestProject } from "vitest/node";

/**
 * Whether this run includes a test file for which `predicate` holds (`vitest run tests/language`
 * selects only some). The file filters are vitest's own (not public API): where they cannot be
 * read, every file counts as selected.
 */
export async function selectsAny(project: TestProject, predicate: (testFile: string) => boolean): Promise<boolean> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  return filters === undefined || filters.length === 0 || (await project.globTestFiles(filters)).testFiles.some(predicate);
}
