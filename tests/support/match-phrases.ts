import type { LocalPhrase, PatternPhrase, PhraseContext } from "../../src/core/local-phrase";
import type { TemplatePhrase } from "../../src/language/templates/template-phrase";
import { normalizeText } from "../../src/language/normalize-text";
import { compileTemplate } from "../../src/language/templates/compile-template";
import { matchTemplate } from "../../src/language/templates/match-template";
import { TaggedSentence } from "../../src/language/templates/tagged-sentence";

/**
 * The arguments the first of `phrases` that answers gives for `text` (normalised as the route
 * does), before the tool's normaliser: a regex phrase's `toArgs` of its match, a template's slots
 * (through its `toArgs`). Null when none answers. For testing one tool's phrases apart from the route.
 */
export function matchPhrases(phrases: readonly LocalPhrase[], text: string, context: PhraseContext): Record<string, unknown> | null {
  const normalized = normalizeText(text);
  const sentence = new TaggedSentence(normalized, context);
  for (const phrase of phrases) {
    const args = phrase.pattern === undefined ? templateArgs(phrase, sentence, context) : patternArgs(phrase, normalized, context);
    if (args) return args;
  }
  return null;
}

function patternArgs(phrase: PatternPhrase, text: string, context: PhraseContext): Record<string, unknown> | null {
  const match = text.match(phrase.pattern);
  return match && (phrase.toArgs ? phrase.toArgs(match, context) : {});
}

function templateArgs(phrase: TemplatePhrase, sentence: TaggedSentence, context: PhraseContext): Record<string, unknown> | null {
  const slots = matchTemplate(compileTemplate(phrase.template, phrase), sentence);
  return slots && (phrase.toArgs ? phrase.toArgs(slots, context) : slots);
}
