import type { BaseTool, FormatContext } from "./base-tool";

/** True when the tool declares itself destructive (see {@link BaseTool.destructive}), whatever its arguments. */
export function isDestructive(tool: Pick<BaseTool, "destructive">): boolean {
  return tool.destructive !== undefined && tool.destructive !== false;
}

/**
 * How many of the user's records this call would destroy or overwrite, as its tool declares
 * (see {@link BaseTool.destructive}): 0 for a tool that is not destructive, 1 for one declared
 * `true`, else what its count says. A count that fails or is not a finite number is 1 — an unknown
 * effect is never taken for none.
 *
 * @example
 * ```ts
 * if ((await recordsDestroyed(tool, args, context)) > 0) askFirst();
 * ```
 */
export async function recordsDestroyed<Args extends Record<string, unknown>>(
  tool: Pick<BaseTool<Args>, "destructive">,
  args: Args,
  context: FormatContext,
): Promise<number> {
  const { destructive } = tool;
  if (destructive === undefined || destructive === false) return 0;
  if (destructive === true) return 1;
  try {
    const count = await destructive(args, context);
    return typeof count === "number" && Number.isFinite(count) ? Math.max(0, Math.ceil(count)) : 1;
  } catch {
    return 1;
  }
}
