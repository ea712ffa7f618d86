import type { DialogueHookContext } from "../core/tool-dialogue";
import type { ToolRegistry } from "../core/tool-registry";
import { toFunctionName } from "../core/tool-name";
import { inUserCharacters } from "./in-user-characters";

/** The user's text as written (NFKC), without the white space, punctuation and emoji around it. */
export function userSaid(text: string): string {
  return text.normalize("NFKC").replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "");
}

/**
 * A call a hook asked for, when its arguments pass the tool's `normalize` and `validate` (the
 * normalised arguments, as the local route gives them), else null. A Chinese argument read from
 * this turn goes back in the user's characters; arguments kept from `kept` (the last call's) stay
 * as they were.
 */
export function checkedCall(
  registry: ToolRegistry,
  name: string,
  args: Record<string, unknown>,
  said: string,
  { now, timeZone, locale }: DialogueHookContext,
  kept: Record<string, unknown> = {},
): { tool: string; args: Record<string, unknown> } | null {
  const tool = registry.get(name);
  if (tool === undefined) return null;
  const changed = Object.fromEntries(Object.entries(args).filter(([key, value]) => kept[key] !== value));
  const written = { ...args, ...inUserCharacters(changed, { text: said }, locale) };
  try {
    const normalized = tool.normalize(written, { now, timeZone, locale });
    return tool.validate(normalized).success ? { tool: toFunctionName(tool.name), args: normalized } : null;
  } catch {
    // A normaliser that throws on these arguments has declined them.
    return null;
  }
}
