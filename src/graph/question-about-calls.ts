import type { FormatContext } from "../core/base-tool";
import { localeDefinition } from "../core/locale";
import type { AssessedCall } from "./assess-call";
import { prompt, type GraphRuntime } from "./graph-runtime";

/** One tool's part of the question: its own words for these calls, else the graph's. */
async function questionAboutTool(runtime: GraphRuntime, calls: readonly AssessedCall[], context: FormatContext): Promise<string> {
  const [first] = calls;
  const name = first.call.name;
  try {
    const together: unknown = await first.tool?.confirmationFor(
      calls.map(({ call }) => call.args),
      context,
    );
    if (typeof together === "string" && together.trim() !== "") return together;
  } catch {
    // The tool could not say: the graph's words follow.
  }
  if (calls.length === 1 && first.own !== null) return first.own;
  const destroys = calls.some((assessed) => assessed.destroys > 0);
  if (!destroys) return prompt(runtime, "confirm_question", context.locale, { tool: name });
  return calls.length === 1
    ? prompt(runtime, "confirm_destructive", context.locale, { tool: name })
    : prompt(runtime, "confirm_destructive_calls", context.locale, { tool: name, count: String(calls.length) });
}

/**
 * The one question asked before several calls run together (what a turn would destroy called for
 * asking): each tool words its own calls (「要刪除 1、2、3 號這 3 個鬧鐘嗎？」, see
 * `BaseTool.confirmationFor`), tools that cannot get the `confirm_destructive` prompts, and the
 * parts are said one after another, in the order the calls came.
 */
export async function questionAboutCalls(runtime: GraphRuntime, calls: readonly AssessedCall[], context: FormatContext): Promise<string> {
  const byTool = new Map<string, AssessedCall[]>();
  for (const assessed of calls) byTool.set(assessed.call.name, [...(byTool.get(assessed.call.name) ?? []), assessed]);
  const parts = await Promise.all([...byTool.values()].map((group) => questionAboutTool(runtime, group, context)));
  return parts.join(localeDefinition(context.locale).wordSeparator);
}
