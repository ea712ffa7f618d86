const marker = Symbol.for("dialogue-graph.MissingPackageError");

/**
 * An optional package a feature needs is not installed (or its native part was never built).
 * The message says what to run; `installCommand` holds just the command.
 *
 * @example
 * ```ts
 * try { await repository.listAccounts(); }
 * catch (error) { if (MissingPackageError.isInstance(error)) console.error(error.installCommand); }
 * ```
 */
export class MissingPackageError extends Error {
  readonly [marker] = true;
  override readonly name = "MissingPackageError";

  constructor(
    /** The package to install, e.g. `better-sqlite3`. */
    readonly packageName: string,
    /** What to run in the user's project, e.g. `npm install better-sqlite3`. */
    readonly installCommand: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** True for a MissingPackageError from any copy of this library (ESM or CommonJS build). */
  static isInstance(value: unknown): value is MissingPackageError {
    return typeof value === "object" && value !== null && marker in value;
  }
}
