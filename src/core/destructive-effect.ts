import type { FormatContext } from "./base-tool";

/**
 * How a tool declares that its calls destroy or overwrite the user's records (delete, cancel,
 * replace): `true` when every call does (each counted as one record), or a function of the checked
 * arguments that counts the records one call would destroy (0: this call destroys nothing). The
 * function may be async, to look at what is stored (the user's, `context.userId`'s). A function
 * that throws or returns no finite number counts as destroying one record.
 *
 * What a turn would destroy in total decides whether the dialogue graph asks first: two or more
 * records across a turn's calls and rounds, or any destructive call the model makes after reading
 * tool output. An MCP server built on a registry refuses destructive calls the client did not confirm.
 *
 * @example
 * ```ts
 * const destructive: DestructiveEffect<{ ids?: number[]; all?: boolean }> = ({ ids, all }) => (all ? 99 : (ids?.length ?? 1));
 * ```
 */
export type DestructiveEffect<Args> = boolean | CountDestroyed<Args>;

// Declared as a method so a tool with its own argument type is still a tool of any arguments (as `execute` is).
type CountDestroyed<Args> = { count(args: Args, context: FormatContext): number | Promise<number> }["count"];
