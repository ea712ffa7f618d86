import type { Locale } from "./locale";

/**
 * The language and time zone every entry point falls back on when neither an option nor the
 * environment (DIALOGUE_GRAPH_LOCALE, DIALOGUE_GRAPH_TIME_ZONE) names one: Traditional Chinese,
 * Taiwan time. Kept here once so the graph, the registry, the MCP server and the tools agree.
 */
export const DEFAULTS: { readonly locale: Locale; readonly timeZone: string } = Object.freeze({ locale: "zh-TW", timeZone: "Asia/Taipei" });
