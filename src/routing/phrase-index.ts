import type { LocalPhrase } from "../core/local-phrase";
import type { AnyTool, ToolRegistry } from "../core/tool-registry";
import { WordIndex } from "../language/word-index";

/** One phrase of one tool, in the order the route tries them. */
export interface IndexedPhrase {
  tool: AnyTool;
  phrase: LocalPhrase;
}

const indexes = new WeakMap<ToolRegistry, { size: number; index: WordIndex<IndexedPhrase> }>();

/**
 * The registry's phrases indexed by the words each one needs: a sentence is matched only against
 * the phrases whose words it holds (「台北天氣如何」 never runs a finance pattern), so a sentence
 * that names no tool costs one pass over its characters, however many tools are registered.
 * Built on first use, and again after a tool is registered.
 */
export function phraseIndexOf(registry: ToolRegistry): WordIndex<IndexedPhrase> {
  const known = indexes.get(registry);
  if (known !== undefined && known.size === registry.size) return known.index;
  const phrases = registry.list().flatMap((tool) => tool.phrases.map((phrase) => ({ pattern: phrase.pattern, value: { tool, phrase } })));
  const index = new WordIndex(phrases);
  indexes.set(registry, { size: registry.size, index });
  return index;
}
