import { toFunctionName } from "../../core/tool-name";
import type { AnyTool } from "../../core/tool-registry";
import { compileTemplate } from "../../language/templates/compile-template";
import type { CompiledTemplate } from "../../language/templates/compiled-template";
import { sentenceFeatures } from "./sentence-features";
import { templateFeatures, type FeatureStrengths } from "./template-features";

// Words of a description or template that say nothing of what a tool is for.
const FUNCTION_WORDS = new Set(
  "a an the of to for and or in on at is are be it its this that with by as from not no use us user user's when what which how one any each e.g eg i me my you your can could please need know want".split(
    " ",
  ),
);
// Numbers are what a request says, not which tool it is for: 「三十」 in a timer's template is no cue.
const SAYS_NOTHING = /^#?[\d零〇一二兩三四五六七八九十百千萬億]+$/u;
// A description is written for the model, with words of every kind: its words count half.
const DESCRIPTION_STRENGTH = 0.5;

/** Where a tool's features come from: its own language data, or only its name and description. */
export interface ToolFeatures {
  /** The features a request for the tool may hold, each with its strength (1 at most). */
  features: FeatureStrengths;
  /** True when the tool has phrases (templates, or regex phrases declaring their words). */
  fromPhrases: boolean;
}

// A template's features, by its compiled form (compiled once per process): registries built per
// user share their tools' phrases, so each template is read once.
const byTemplate = new WeakMap<CompiledTemplate, FeatureStrengths>();

function featuresOfTemplate(compiled: CompiledTemplate): FeatureStrengths {
  let features = byTemplate.get(compiled);
  if (features === undefined) {
    features = templateFeatures(compiled.root);
    byTemplate.set(compiled, features);
  }
  return features;
}

function putAll(into: FeatureStrengths, features: Iterable<string>, strength: number): void {
  for (const feature of features) if ((into.get(feature) ?? 0) < strength) into.set(feature, strength);
}

/**
 * What a request for this tool may say, read from the tool itself: the words of its sentence
 * templates (every option, the words every match holds strongest), the words regex phrases
 * declare, the words of its name and, at half strength, of its description (English as stems,
 * Chinese as characters and pairs). No list of words is kept by hand: a tool that learns a phrase
 * is offered for it.
 */
export function toolFeatures(tool: AnyTool): ToolFeatures {
  // `serve` builds a registry per user, of the same tools: each is read once per process.
  const key = [
    tool.name,
    tool.description,
    ...tool.phrases.map((phrase) => phrase.template ?? `${phrase.pattern.source} ${phrase.words?.flat().join(" ") ?? ""}`),
  ].join("\u0000");
  let known = byTool.get(key);
  if (known === undefined) {
    known = readToolFeatures(tool);
    if (byTool.size >= MOST_TOOLS_KEPT) byTool.clear();
    byTool.set(key, known);
  }
  return known;
}

const MOST_TOOLS_KEPT = 1_000;
const byTool = new Map<string, ToolFeatures>();

function readToolFeatures(tool: AnyTool): ToolFeatures {
  const features: FeatureStrengths = new Map();
  let fromPhrases = false;
  for (const phrase of tool.phrases) {
    if (phrase.template !== undefined) {
      for (const [feature, strength] of featuresOfTemplate(compileTemplate(phrase.template, phrase))) putAll(features, [feature], strength);
      fromPhrases = true;
    } else if (phrase.words !== undefined) {
      putAll(features, sentenceFeatures(phrase.words.flat().join(" ")), 1);
      fromPhrases = true;
    }
  }
  putAll(features, sentenceFeatures(toFunctionName(tool.name).replace(/[_-]+/gu, " ")), 1);
  putAll(features, sentenceFeatures(tool.description), DESCRIPTION_STRENGTH);
  for (const feature of features.keys()) if (SAYS_NOTHING.test(feature) || FUNCTION_WORDS.has(feature)) features.delete(feature);
  return { features, fromPhrases };
}
