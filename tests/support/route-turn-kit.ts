import type { Locale } from "../../src/core/locale";
import { loadSettings } from "../../src/core/settings";
import type { ToolRegistry } from "../../src/core/tool-registry";
import { routeTurn, type DialogueContext } from "../../src/routing/route-turn";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";

/** The conversation tests' clock: Tuesday 2026-03-10, 09:00 in Taipei. */
export const TURN_NOW = new Date("2026-03-10T01:00:00Z");
/** When the last turn was: 20 seconds before {@link TURN_NOW}, well in mind. */
export const LAST_TURN_AT = new Date(TURN_NOW.getTime() - 20_000).toISOString();

/** The built-in tools, for tests that only route (no tool runs, so their data folder need not exist). */
export function routeOnlyRegistry(): ToolRegistry {
  return createDefaultRegistry({ settings: loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: "/nonexistent" }, envFile: false }) });
}

/** `routeTurn` at {@link TURN_NOW} in Asia/Taipei; the turn's language follows the text's script unless given. */
export function routeTurnOn(registry: ToolRegistry) {
  return (text: string, context: DialogueContext = {}, locale: Locale = /\p{Script=Han}/u.test(text) ? "zh-TW" : "en") =>
    routeTurn(text, { registry, now: TURN_NOW, timeZone: "Asia/Taipei", locale, context });
}

/** A thread whose last call, successful, was at {@link LAST_TURN_AT}. */
export function lastCallOf(tool: string, args: Record<string, unknown>, data?: unknown): DialogueContext {
  return { last: { tool, args, ...(data === undefined ? {} : { data }), success: true, reply: "…", at: LAST_TURN_AT } };
}
