import { toFunctionName } from "../../core/tool-name";
import type { AnyTool } from "../../core/tool-registry";
import { sentenceFeatures } from "./sentence-features";
import { toolFamilies } from "./tool-families";
import { toolFeatures } from "./tool-features";

const HAN = /\p{Script=Han}/u;
// A single character says less than a pair of them or an English word.
const CHARACTER_WEIGHT = 0.3;

/** One feature's weight for each tool that has it. */
interface Posting {
  tool: number;
  weight: number;
}

/** How well a sentence names each tool, and which tools it cannot judge. */
export interface ToolScores {
  /** Per tool, in the index's order: the weights of the features the sentence shares with it. */
  scores: Float64Array;
  /** Tools the sentence cannot be judged against (a tool with no phrases described in another script). */
  unjudged: number[];
}

/**
 * The registry's tools indexed by the features of their own language data (see `toolFeatures`),
 * each weighed by how few tools share it (a family counted once): a pair such as 天氣 that one tool
 * or one family has weighs 1, one that two share 0.5; a feature more than a third of the tools share (幫我, 'the', 多少) weighs nothing.
 * Scoring a sentence is one lookup per feature of it.
 */
export class ToolWordIndex {
  /** The tools, in registry order. */
  readonly tools: readonly AnyTool[];
  /** Their names as the model sees them, in the same order. */
  readonly names: readonly string[];
  /** Per tool, the tools named after the same thing (see `toolFamilies`). */
  readonly families: readonly (readonly number[])[];
  private readonly postings = new Map<string, Posting[]>();
  // Per tool without phrases: whether its own words are Chinese, English, or both.
  private readonly scripts: { han: boolean; latin: boolean; judged: boolean }[];

  constructor(tools: readonly AnyTool[]) {
    this.tools = tools;
    this.names = tools.map((tool) => toFunctionName(tool.name));
    this.families = toolFamilies(this.names);
    const read = tools.map(toolFeatures);
    const owners = new Map<string, Posting[]>();
    read.forEach(({ features }, tool) => {
      for (const [feature, strength] of features) {
        const list = owners.get(feature);
        if (list === undefined) owners.set(feature, [{ tool, weight: strength }]);
        else list.push({ tool, weight: strength });
      }
    });
    const common = Math.max(3, Math.ceil(tools.length / 3));
    // A family shares its nouns (鬧鐘 is set_alarm's, list_alarms' and delete_alarm's): a word is
    // weighed by the families that have it, so it names the family as a word of one tool names it.
    const family = this.families.map((siblings, tool) => Math.min(tool, ...siblings));
    for (const [feature, list] of owners) {
      if (list.length > common) continue;
      const families = list.filter(({ tool }, at) => list.findIndex((other) => family[other.tool] === family[tool]) === at).length;
      const weight = (feature.startsWith("#") ? CHARACTER_WEIGHT : 1) / families;
      this.postings.set(
        feature,
        list.map(({ tool, weight: strength }) => ({ tool, weight: weight * strength })),
      );
    }
    this.scripts = read.map(({ features, fromPhrases }) => {
      const own = [...features.keys()].filter((feature) => this.postings.has(feature));
      return {
        judged: fromPhrases,
        han: own.some((feature) => HAN.test(feature)),
        latin: own.some((feature) => /^[a-z]/u.test(feature)),
      };
    });
  }

  /**
   * The sentence's score for every tool. `alsoRead`: the same sentence as the route reads it in
   * the turn's language (Cantonese in Mandarin words: 記低 → 記下), whose features count too.
   */
  score(text: string, alsoRead?: string): ToolScores {
    const scores = new Float64Array(this.tools.length);
    let han = false;
    let latin = false;
    const features = sentenceFeatures(text);
    if (alsoRead !== undefined && alsoRead !== text) for (const feature of sentenceFeatures(alsoRead)) features.add(feature);
    for (const feature of features) {
      if (HAN.test(feature)) han = true;
      else latin = true;
      const postings = this.postings.get(feature);
      if (postings === undefined) continue;
      for (const { tool, weight } of postings) scores[tool] += weight;
    }
    const unjudged: number[] = [];
    this.scripts.forEach((script, tool) => {
      // A tool known only by its name and description is judged in the script they are written in.
      if (!script.judged && ((han && !script.han) || (latin && !script.latin))) unjudged.push(tool);
    });
    return { scores, unjudged };
  }
}
