import { localeDefinition, type Locale } from "../../core/locale";
import type { ToolWordIndex } from "./tool-word-index";

// The top tool must score this much (a pair of characters or an English word only it has, or
// several weaker ones) before the sentence is taken to name a tool; below, every tool is offered.
const CONFIDENT = 1;
// Beside it, tools scoring at least this share of the top score.
const NEAR_TOP = 0.1;

/** Options of {@link chooseOfferedTools}. */
export interface ChooseOfferedToolsOptions {
  /** The user's words this turn. */
  text: string;
  /** The turn's language: its way of reading a sentence for the route (Cantonese words) is read too. Default: none. */
  locale?: Locale;
  /** Tools the thread called or asked about recently; offered, with their families, whatever the words. Default: none. */
  recent?: readonly string[];
  /** Tools the application offers on every call. Default: none. */
  always?: readonly string[];
  /** Tools the words may narrow to, best first (families and recent and always-offered tools come on top). */
  budget: number;
}

/** The tools offered on one model call, and whether the words narrowed them. */
export interface OfferedTools {
  /** Tool names, in registry order. */
  names: string[];
  /** False when every tool is offered (nothing named with confidence, or the registry within budget). */
  narrowed: boolean;
}

/**
 * The tools a model call offers for a turn: when the words name a tool with confidence, the
 * `budget` tools they name best, each with its family (add_memo brings list_memos and delete_memo),
 * the thread's recent tools with theirs, the always-offered ones, and any tool the words cannot be
 * judged against (see `ToolWordIndex.score`); every tool otherwise. High recall first: a tool
 * wrongly left out costs a wrong answer, one too many costs some hundred tokens.
 */
export function chooseOfferedTools(
  index: ToolWordIndex,
  { text, locale, recent = [], always = [], budget }: ChooseOfferedToolsOptions,
): OfferedTools {
  const everything = { names: [...index.names], narrowed: false };
  if (index.names.length <= budget) return everything;
  const read = locale === undefined ? undefined : localeDefinition(locale).readForRoute?.(text);
  const { scores, unjudged } = index.score(text, read);
  const ranked = [...scores.keys()].sort((left, right) => scores[right] - scores[left]);
  const top = scores[ranked[0]] ?? 0;
  if (top < CONFIDENT) return everything;
  const chosen = new Set<number>(unjudged);
  const addWithFamily = (tool: number) => {
    chosen.add(tool);
    for (const sibling of index.families[tool]) chosen.add(sibling);
  };
  for (const [taken, tool] of ranked.entries()) {
    if (taken >= budget || scores[tool] <= 0 || scores[tool] < top * NEAR_TOP) break;
    addWithFamily(tool);
  }
  // A tool used recently brings its family: after 「幫我設鬧鐘」, 「把剛剛那個刪掉」 deletes it.
  for (const name of recent) {
    const tool = index.names.indexOf(name.replaceAll(".", "_"));
    if (tool >= 0) addWithFamily(tool);
  }
  const wanted = new Set(always.map((name) => name.replaceAll(".", "_")));
  const names = index.names.filter((name, tool) => chosen.has(tool) || wanted.has(name));
  return names.length === index.names.length ? everything : { names, narrowed: true };
}
