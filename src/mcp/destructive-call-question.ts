import type { FormatContext } from "../core/base-tool";
import { localize } from "../core/localize";
import type { AnyTool } from "../core/tool-registry";
import { isDestructiveTool } from "./is-destructive-tool";

/**
 * The question to ask the client's user before running this call, or null when the tool is not
 * destructive: the tool's own question when it has one for these arguments (「要刪除全部 3 個鬧鐘嗎？」),
 * else one that names the tool and its arguments.
 */
export async function destructiveCallQuestion(
  tool: AnyTool,
  args: Record<string, unknown>,
  context: FormatContext,
): Promise<string | null> {
  if (!isDestructiveTool(tool)) return null;
  const own = await tool.confirmation(args, context);
  if (own !== null) return own;
  const name = tool.toOpenAITool().function.name;
  const shown = JSON.stringify(args);
  return localize(context.locale, { zh: `要執行 ${name}（${shown}）嗎？`, en: `Run ${name} with ${shown}?` });
}
