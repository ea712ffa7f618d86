import { foldCase } from "../../language/fold-case";
import { normalizeText } from "../../language/normalize-text";
import type { CompiledNode } from "../../language/templates/compiled-template";
import type { SlotType } from "../../language/templates/slot-type";
import { englishStem } from "./sentence-features";

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[a-z][a-z']*/gu;
// Characters a part may start or end with, kept per part: enough for a rule's choices (<day>, <weather>).
const MOST_EDGES = 48;

/** A template part as the budget reads it: the characters it may start and end with, and whether it may be left out. */
interface Edges {
  heads: Set<string>;
  tails: Set<string>;
  empty: boolean;
}

function capped(values: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const value of values) {
    if (set.size >= MOST_EDGES) break;
    set.add(value);
  }
  return set;
}

function wordFeatures(text: string, into: Set<string> | ((feature: string) => void)): Edges {
  const add = typeof into === "function" ? into : (feature: string) => into.add(feature);
  let previous: string | undefined;
  for (const character of text) {
    if (HAN.test(character)) {
      add(`#${character}`);
      if (previous !== undefined) add(previous + character);
      previous = character;
    } else previous = undefined;
  }
  for (const [word] of text.matchAll(LATIN_WORD)) if (word.length >= 2) add(englishStem(word.replace(/'.*$/u, "")));
  const first = text[0] ?? "";
  const last = text.at(-1) ?? "";
  return { heads: new Set(HAN.test(first) ? [first] : []), tails: new Set(HAN.test(last) ? [last] : []), empty: text === "" };
}

// A word in an optional part ([謝謝], [幫我]) says less of the tool than one every match holds (天氣).
const OPTIONAL_STRENGTH = 0.35;

/** Features with their strength: 1 for a word every match of the template holds, less for an optional one. */
export type FeatureStrengths = Map<string, number>;

function put(into: FeatureStrengths, feature: string, strength: number): void {
  if ((into.get(feature) ?? 0) < strength) into.set(feature, strength);
}

const bySlotType = new WeakMap<SlotType, Set<string>>();

// A slot type's words, read once per type (they are written as their authors wrote them:
// Simplified, Traditional, capitals).
function slotFeatures(type: SlotType): Set<string> {
  let features = bySlotType.get(type);
  if (features === undefined) {
    features = new Set();
    for (const word of type.words ?? []) wordFeatures(foldCase(HAN.test(word) ? normalizeText(word) : word), features);
    bySlotType.set(type, features);
  }
  return features;
}

function read(node: CompiledNode, into: FeatureStrengths, strength: number): Edges {
  switch (node.kind) {
    case "words":
      return wordFeatures(node.text, (feature) => put(into, feature, strength));
    case "space":
      // A template's space may be left out between Chinese words: the words on either side meet.
      return { heads: new Set(), tails: new Set(), empty: true };
    case "slot":
      // A type's own words (a word list, currency names, operator words) are words of the template.
      for (const feature of slotFeatures(node.type)) put(into, feature, strength);
      return { heads: new Set(), tails: new Set(), empty: false };
    case "choice": {
      const heads = new Set<string>();
      const tails = new Set<string>();
      let empty = node.optional;
      for (const option of node.options) {
        const edges = read(option, into, node.optional ? strength * OPTIONAL_STRENGTH : strength);
        for (const head of edges.heads) heads.add(head);
        for (const tail of edges.tails) tails.add(tail);
        empty ||= edges.empty;
      }
      return { heads: capped(heads), tails: capped(tails), empty };
    }
    case "sequence": {
      let heads = new Set<string>();
      let tails = new Set<string>();
      let empty = true;
      for (const item of node.items) {
        const edges = read(item, into, strength);
        // The pairs that span two parts: 「下」 then (雨|雪) holds 下雨 and 下雪 (as strong as the weaker part).
        for (const tail of tails) for (const head of edges.heads) put(into, tail + head, strength * OPTIONAL_STRENGTH);
        if (empty) heads = capped([...heads, ...edges.heads]);
        tails = edges.empty ? capped([...tails, ...edges.tails]) : edges.tails;
        empty &&= edges.empty;
      }
      return { heads, tails, empty };
    }
  }
}

/**
 * The features (see `sentenceFeatures`) a sentence matching this template may hold, each with its
 * strength: every word of it (those in optional parts weaker), every choice included, and, weaker,
 * the pairs of Chinese characters where two parts meet. Read once per template, when a registry's
 * budget index is built.
 */
export function templateFeatures(root: CompiledNode): FeatureStrengths {
  const features: FeatureStrengths = new Map();
  read(root, features, 1);
  return features;
}
