import { createHash } from "node:crypto";
import { toFunctionName } from "../core/tool-name";

const maxLength = 64;

function isCallable(name: string): boolean {
  try {
    return toFunctionName(name) === name;
  } catch {
    return false;
  }
}

/**
 * The name an MCP tool is offered to the model under: its own name when a model can call it
 * (`^[a-zA-Z0-9_-]{1,64}$`), else a spelling that can (`files.read` → `files_read`, `天氣` →
 * `tool_3f2a9c`, a long name cut to 64 with a short hash of the original so two long names stay
 * apart). `taken` names are avoided the same way. MCP names may have dots, slashes, spaces or any
 * script; OpenAI's function names may not.
 */
export function toOpenAIToolName(
  mcpName: string,
  { prefix = "", taken = new Set<string>() }: { prefix?: string; taken?: ReadonlySet<string> } = {},
): string {
  const wanted = `${prefix}${mcpName}`;
  if (isCallable(wanted) && !taken.has(wanted)) return wanted;
  const hash = createHash("sha256").update(mcpName).digest("hex").slice(0, 6);
  const base = wanted.replace(/[^a-zA-Z0-9_-]+/g, "_").replace(/^_+|_+$/g, "") || `tool_${hash}`;
  if (isCallable(base) && !taken.has(base)) return base;
  return `${base.slice(0, maxLength - hash.length - 1)}_${hash}`;
}
