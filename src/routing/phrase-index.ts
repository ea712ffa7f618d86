import type { LocalPhrase } from "../core/local-phrase";
import type { AnyTool, ToolRegistry } from "../core/tool-registry";
import { compileTemplate } from "../language/templates/compile-template";
import type { CompiledTemplate } from "../language/templates/compiled-template";
import { WordIndex, type IndexedPattern } from "../language/word-index";

/** One phrase of one tool, in the order the route tries them; a template phrase with its compiled template. */
export interface IndexedPhrase {
  tool: AnyTool;
  phrase: LocalPhrase;
  compiled?: CompiledTemplate;
}

const indexes = new WeakMap<ToolRegistry, { size: number; index: WordIndex<IndexedPhrase> }>();

/**
 * The registry's phrases indexed by the words each one needs: a sentence is matched only against
 * the phrases whose words it holds (「台北天氣如何」 never runs a finance pattern), so a sentence
 * that names no tool costs one pass over its characters, however many tools are registered. A
 * template's words are its own; a regex phrase cannot be read back, so it needs the words it
 * declares (`words`), or none and is always tried, in its place in the registry's order. Built on first use, and again after a tool is
 * registered.
 */
export function phraseIndexOf(registry: ToolRegistry): WordIndex<IndexedPhrase> {
  const known = indexes.get(registry);
  if (known !== undefined && known.size === registry.size) return known.index;
  const phrases = registry.list().flatMap((tool) =>
    tool.phrases.map((phrase): IndexedPattern<IndexedPhrase> => {
      if (phrase.pattern !== undefined)
        return { pattern: phrase.words === undefined ? phrase.pattern : { words: phrase.words }, value: { tool, phrase } };
      const compiled = compileTemplate(phrase.template, phrase);
      return { pattern: compiled, value: { tool, phrase, compiled } };
    }),
  );
  const index = new WordIndex(phrases);
  indexes.set(registry, { size: registry.size, index });
  return index;
}
