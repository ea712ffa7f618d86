import type { LocalPhrase } from "../core/local-phrase";
import type { SlotQuestion } from "../core/tool-dialogue";
import type { AnyTool, ToolRegistry } from "../core/tool-registry";
import { compileTemplate } from "../language/templates/compile-template";
import type { CompiledTemplate } from "../language/templates/compiled-template";
import { matchTemplate } from "../language/templates/match-template";
import { TaggedSentence } from "../language/templates/tagged-sentence";
import { WordIndex, type IndexedPattern } from "../language/word-index";

/** A request a tool declared for asking back, with the slot it lacks. */
export interface SlotRequest {
  tool: AnyTool;
  slot: SlotQuestion;
  phrase: LocalPhrase;
  /** A template request, compiled. */
  compiled?: CompiledTemplate;
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
  const requests = registry.list().flatMap((tool) =>
    (tool.dialogue?.slots ?? []).flatMap((slot) =>
      slot.requests.map((phrase): IndexedPattern<SlotRequest> => {
        if (phrase.pattern !== undefined) return { pattern: phrase.pattern, value: { tool, slot, phrase } };
        const compiled = compileTemplate(phrase.template, phrase);
        return { pattern: compiled, value: { tool, slot, phrase, compiled } };
      }),
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
  let sentence: TaggedSentence | undefined;
  for (const { tool, slot, phrase, compiled } of slotIndexOf(registry).candidates(text)) {
    if (!tool.localRoute) continue;
    const known = requestArgs(phrase, compiled, text, () => (sentence ??= new TaggedSentence(text, context)), context);
    if (known !== null) return { tool, slot, known };
  }
  return null;
}

/** What a request says (a template's slots through its `toArgs`, or a regex's match), or null when it does not match. */
function requestArgs(
  phrase: LocalPhrase,
  compiled: CompiledTemplate | undefined,
  text: string,
  sentence: () => TaggedSentence,
  context: { now: Date; timeZone: string },
): Record<string, unknown> | null {
  if (phrase.pattern !== undefined) {
    phrase.pattern.lastIndex = 0;
    const match = phrase.pattern.exec(text);
    if (match === null) return null;
    return phrase.toArgs ? phrase.toArgs(match, context) : {};
  }
  if (compiled === undefined) return null;
  const slots = matchTemplate(compiled, sentence());
  if (slots === null) return null;
  return phrase.toArgs ? phrase.toArgs(slots, context) : slots;
}
