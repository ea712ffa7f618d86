import type { LocalPhrase } from "../core/local-phrase";
import type { SlotQuestion } from "../core/tool-dialogue";
import type { AnyTool, ToolRegistry } from "../core/tool-registry";
import { compileTemplate } from "../language/templates/compile-template";
import type { CompiledTemplate } from "../language/templates/compiled-template";
import { matchTemplate } from "../language/templates/match-template";
import { readPhrases } from "../language/templates/read-phrases";
import { TaggedSentence } from "../language/templates/tagged-sentence";
import { WordIndex, type IndexedPattern } from "../language/word-index";

/** A request a tool declared for asking back, with the slot it lacks; a template with its compiled form. */
export interface SlotRequest {
  tool: AnyTool;
  slot: SlotQuestion;
  phrase: LocalPhrase;
  compiled?: CompiledTemplate;
}

/** A request that lacks a required argument: the tool, what it does say, and the slot to ask for. */
export interface MissingSlot {
  tool: AnyTool;
  slot: SlotQuestion;
  known: Record<string, unknown>;
}

const indexes = new WeakMap<ToolRegistry, { size: number; index: WordIndex<SlotRequest> }>();

/**
 * The slot requests of the registry's tools, templates indexed by their words (a regex request
 * is always tried, in its place); rebuilt after a tool is registered.
 */
export function slotIndexOf(registry: ToolRegistry): WordIndex<SlotRequest> {
  const known = indexes.get(registry);
  if (known !== undefined && known.size === registry.size) return known.index;
  const requests = registry.list().flatMap((tool) =>
    (tool.dialogue?.slots ?? []).flatMap((slot) =>
      readPhrases(slot.requests).map((phrase): IndexedPattern<SlotRequest> => {
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

/** What a request says when it matches the text (a template's slots, through its `toArgs`), or null. */
function knownOf(request: SlotRequest, text: string, sentence: () => TaggedSentence, context: { now: Date; timeZone: string }) {
  const { phrase, compiled } = request;
  if (phrase.pattern !== undefined) {
    phrase.pattern.lastIndex = 0;
    const match = phrase.pattern.exec(text);
    if (match === null) return null;
    return phrase.toArgs ? phrase.toArgs(match, context) : {};
  }
  const slots = compiled === undefined ? null : matchTemplate(compiled, sentence());
  if (slots === null) return null;
  return phrase.toArgs ? phrase.toArgs(slots, context) : slots;
}

/**
 * The first request (normalised text) a tool declared as lacking a slot: 「設個鬧鐘」 lacks the
 * alarm's time. Only template requests whose words the text holds are tried, and every regex
 * request, as for phrases.
 */
export function findMissingSlot(text: string, registry: ToolRegistry, context: { now: Date; timeZone: string }): MissingSlot | null {
  // Tagged once, when a template first asks, for every template tried on this text.
  let tagged: TaggedSentence | undefined;
  const sentence = () => (tagged ??= new TaggedSentence(text, { now: context.now, timeZone: context.timeZone }));
  for (const request of slotIndexOf(registry).candidates(text)) {
    if (!request.tool.localRoute) continue;
    const known = knownOf(request, text, sentence, { now: context.now, timeZone: context.timeZone });
    if (known !== null) return { tool: request.tool, slot: request.slot, known };
  }
  return null;
}
