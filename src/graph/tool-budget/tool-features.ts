import { toFunctionName } from "../../core/tool-name";
import type { AnyTool } from "../../core/tool-registry";
import { compileTemplate } from "../../language/templates/compile-template";
import { sentenceFeatures } from "./sentence-features";
import { templateFeatures } from "./template-features";

// Words of a description that say nothing of what a tool is for.
const FUNCTION_WORDS = new Set(
  "a an the of to for and or in on at is are be it its this that with by as from not no use us user user's when what which how one any each e.g eg i me my you your can could please need know want".split(
    " ",
  ),
);

// Numbers are what a request says, not which tool it is for: 「三十」 in a timer's template is no cue.
const SAYS_NOTHING = /^#?[\d零〇一二兩三四五六七八九十百千萬億]+$/u;

/** Where a tool's features come from: its own language data, or only its name and description. */
export interface ToolFeatures {
  /** The features a request for the tool may hold. */
  features: Set<string>;
  /** True when the tool has phrases (templates, or regex phrases declaring their words). */
  fromPhrases: boolean;
}

/**
 * What a request for this tool may say, read from the tool itself: the words of its sentence
 * templates (every option, and the character pairs where parts meet), the words regex phrases
 * declare, and the words of its name and description (English as stems, Chinese as characters and
 * pairs). No list of words is kept by hand: a tool that learns a phrase is offered for it.
 */
export function toolFeatures(tool: AnyTool): ToolFeatures {
  const features = new Set<string>();
  let fromPhrases = false;
  for (const phrase of tool.phrases) {
    if (phrase.template !== undefined) {
      for (const feature of templateFeatures(compileTemplate(phrase.template, phrase).root)) features.add(feature);
      fromPhrases = true;
    } else if (phrase.words !== undefined) {
      for (const feature of sentenceFeatures(phrase.words.flat().join(" "))) features.add(feature);
      fromPhrases = true;
    }
  }
  const name = toFunctionName(tool.name).replace(/[_-]+/gu, " ");
  for (const feature of sentenceFeatures(`${name} ${tool.description}`)) features.add(feature);
  for (const feature of features) if (SAYS_NOTHING.test(feature) || FUNCTION_WORDS.has(feature)) features.delete(feature);
  return { features, fromPhrases };
}
