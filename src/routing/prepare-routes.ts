import type { ToolRegistry } from "../core/tool-registry";
import { phraseIndexOf } from "./phrase-index";
import { slotIndexOf } from "./slot-requests";

/**
 * Builds what the local route reads for `registry` — its phrases and slot requests indexed by
 * their words (about 0.15 s for the default tools, once per process) — so the first turn does
 * not. Tools registered later are indexed again on the next turn.
 */
export function prepareRoutes(registry: ToolRegistry): void {
  phraseIndexOf(registry);
  slotIndexOf(registry);
}
