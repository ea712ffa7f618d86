import type { Locale } from "../core/locale";
import { localize } from "../core/localize";
import type { ToolRegistry } from "../core/tool-registry";

/** The UNKNOWN_TOOL error of a call to a tool the registry does not hold, naming the ones it does. */
export function unknownTool(
  registry: ToolRegistry,
  name: string,
  locale: Locale,
): { code: "UNKNOWN_TOOL"; message: string; details: { available: string[] } } {
  const available = registry.names();
  const message = localize(locale, {
    zh: `沒有名為「${name}」的工具。可用的工具：${available.join("、")}。`,
    en: `There is no tool named "${name}". Available tools: ${available.join(", ")}.`,
  });
  return { code: "UNKNOWN_TOOL", message, details: { available } };
}
