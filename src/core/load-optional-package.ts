import { MissingPackageError } from "./missing-package-error";

/** What {@link loadOptionalPackage} loads and what it tells a user who lacks it. */
export interface LoadOptionalPackageOptions<Module> {
  /** The package's name, e.g. `better-sqlite3`. */
  name: string;
  /** What needs it, for the error message, e.g. `the finance tools`. */
  neededBy: string;
  /** Imports it: `() => import("better-sqlite3")`, a literal import both builds can follow. */
  load: () => Promise<Module>;
  /** The packages to install, when more than the package itself. Default: `name`. */
  install?: string;
}

function isModuleNotFound(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  return code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND";
}

/**
 * Loads an optional peer dependency the first time a feature needs it, from the ESM and the
 * CommonJS build alike (a dynamic `import()` of a literal name). A package that is not installed
 * becomes a {@link MissingPackageError} whose message says what to install; other failures
 * pass through unchanged.
 */
export async function loadOptionalPackage<Module>({
  name,
  neededBy,
  load,
  install = name,
}: LoadOptionalPackageOptions<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    if (!isModuleNotFound(error)) throw error;
    const command = `npm install ${install}`;
    throw new MissingPackageError(
      name,
      command,
      `The optional package ${name} (for ${neededBy}) is not installed. Install it with: ${command}`,
      { cause: error },
    );
  }
}
