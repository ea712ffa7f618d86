import type { PatternPhrase } from "../core/local-phrase";
import type { SlotQuestion } from "../core/tool-dialogue";
import type { AnyTool, ToolRegistry } from "../core/tool-registry";
import { WordIndex } from "../language/word-index";

/** A request a tool declared for asking back, with the slot it lacks. */
export interface SlotRequest {
  tool: AnyTool;
  slot: SlotQuestion;
  phrase: PatternPhrase;
}

/** A request that lacks a required argument: the tool, what it does say, and the slot to ask for. */
export interface MissingSlot {
  tool: AnyTool;
  slot: SlotQuestion;
  known: Record<string, unknown>;
}

const indexes = new WeakMap<ToolRegistry, { size: number; index: WordIndex<SlotRequest> }>();

/** The slot requests of the registry's tools, indexed by their words; rebuilt after a tool is registered. */
export function slotIndexOf(registry: ToolRegistry): WordIndex<SlotRequest> {
  const known = indexes.get(registry);
  if (known !== undefined && known.size === registry.size) return known.index;
  const requests = registry
    .list()
    .flatMap((tool) =>
      (tool.dialogue?.slots ?? []).flatMap((slot) =>
        slot.requests.map((phrase) => ({ pattern: phrase.pattern, value: { tool, slot, phrase } })),
      ),
    );
  const index = new WordIndex(requests);
  indexes.set(registry, { size: registry.size, index });
  return index;
}

/**
 * The first request (normalised text) a tool declared as lacking a slot: 「設個鬧鐘」 lacks the
 * alarm's time. Only requests whose words the text holds are tried, as for phrases.
 */
export function findMissingSlot(text: string, registry: ToolRegistry, context: { now: Date; timeZone: string }): MissingSlot | null {
  for (const { tool, slot, phrase } of slotIndexOf(registry).candidates(text)) {
    if (!tool.localRoute) continue;
    phrase.pattern.lastIndex = 0;
    const match = phrase.pattern.exec(text);
    if (match === null) continue;
    const known = phrase.toArgs ? phrase.toArgs(match, context) : {};
    if (known !== null) return { tool, slot, known };
  }
  return null;
}
