/**
 * What a part of a pattern tells about the text it matches: `exact`, every string the part can
 * match, when they are few (「天氣」, {「會下雨」,「會下雪」}); otherwise `all`, lists of words of
 * which the text holds at least one each. A part that tells nothing (a free slot such as .+) has
 * `exact` null and `all` empty. Words are in folded case (ASCII capitals made small).
 */
export interface Knowledge {
  readonly exact: ReadonlySet<string> | null;
  readonly all: readonly (readonly string[])[];
}

// Bounds keep the reading small on patterns of 300,000 characters; past them a part is summed up
// by its words instead of its exact strings, which stays true, only less sharp.
const MAX_EXACT = 64;
const MAX_WORDS = 256;

/** A part that may match any text. */
export const ANY: Knowledge = { exact: null, all: [] };
/** A part that matches the empty string only (an anchor, a lookaround). */
export const EMPTY: Knowledge = { exact: new Set([""]), all: [] };

/** One character out of these (a literal, a small class). */
export function ofCharacters(characters: readonly string[]): Knowledge {
  const folded = new Set<string>();
  for (const character of characters) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 65 && code <= 90) folded.add(String.fromCharCode(code + 32));
    // Letters with case outside ASCII may match in another case: they tell nothing for sure.
    else if (code > 127 && character.toLowerCase() !== character.toUpperCase()) return ANY;
    else folded.add(character);
  }
  return { exact: folded, all: [] };
}

/** Lists of words one of each the text holds. */
export function wordsOf({ exact, all }: Knowledge): readonly (readonly string[])[] {
  if (exact === null) return all;
  if (exact.has("")) return [];
  // The same list for the same strings, so it is measured once (see measure).
  let list = listOfExact.get(exact);
  if (list === undefined) {
    list = [[...exact]];
    listOfExact.set(exact, list);
  }
  return list;
}

const listOfExact = new WeakMap<ReadonlySet<string>, readonly (readonly string[])[]>();

/** A run of plain characters, already in folded case (see PatternReader). */
export function ofText(text: string): Knowledge {
  return { exact: new Set([text]), all: [] };
}

/**
 * The list that filters best: the one whose shortest word is longest (a rare word), then the
 * shortest list. A word that holds another of the same list adds nothing (「請天氣」 holds 「天氣」).
 */
export function sharpest(lists: readonly (readonly string[])[]): string[] | null {
  return bestBy(lists, "sharpness");
}

/**
 * Up to `count` of the lists, those that filter best first (see {@link sharpest}): a text the
 * pattern matches holds a word of each.
 */
export function sharpestLists(lists: readonly (readonly string[])[], count: number): string[][] {
  const measured = lists.filter((list) => list.length > 0).map(measure);
  // Stable: of lists that score the same, the first read comes first.
  return measured
    .sort((left, right) => right.sharpness - left.sharpness)
    .slice(0, count)
    .map(({ words }) => words);
}

/** The list with the fewest words (then the longest shortest word): the one to join when sharper lists would be too many words. */
function fewest(lists: readonly (readonly string[])[]): string[] | null {
  return bestBy(lists, "fewness");
}

/** The list that ranks first by `rank` (the first read of equals), or null when none has words. */
function bestBy(lists: readonly (readonly string[])[], rank: "sharpness" | "fewness"): string[] | null {
  let best: Measured | null = null;
  for (const list of lists) {
    if (list.length === 0) continue;
    const measured = measure(list);
    if (best === null || measured[rank] > best[rank]) best = measured;
  }
  return best?.words ?? null;
}

/** A list without the words that hold another of it, and how it ranks. */
interface Measured {
  words: string[];
  /** Longest shortest word first, then fewest words (see {@link sharpest}). */
  sharpness: number;
  /** Fewest words first, then longest shortest word (see {@link fewest}). */
  fewness: number;
}

// Lists are passed up from part to whole unchanged: each is measured once.
const measuredLists = new WeakMap<readonly string[], Measured>();

function measure(list: readonly string[]): Measured {
  let measured = measuredLists.get(list);
  if (measured === undefined) {
    // A word that holds another of the same list adds nothing (「請天氣」 holds 「天氣」).
    const words =
      list.length > MAX_EXACT ? [...list] : list.filter((word) => !list.some((other) => other !== word && word.includes(other)));
    let shortest = Infinity;
    for (const word of words) shortest = Math.min(shortest, word.length);
    measured = { words, sharpness: shortest * 1000 - words.length, fewness: -words.length * 1000 + shortest };
    measuredLists.set(list, measured);
  }
  return measured;
}

/**
 * What a part needs, cut to what any whole can use of it: its two sharpest lists and its
 * fewest-word list. A whole takes its two sharpest lists, or one list of each alternative
 * (sharpest or fewest), from the lists of its parts, so the others would never be chosen; a
 * pattern of 27,000 characters would otherwise carry hundreds of lists up to its top.
 */
function pruned(lists: (readonly string[])[]): (readonly string[])[] {
  if (lists.length <= KEPT_LISTS) return lists;
  const ranked = lists.filter((list) => list.length > 0);
  const kept = new Set([...ranked].sort((left, right) => measure(right).sharpness - measure(left).sharpness).slice(0, KEPT_LISTS - 1));
  let few: readonly string[] | undefined;
  for (const list of ranked) if (few === undefined || measure(list).fewness > measure(few).fewness) few = list;
  if (few !== undefined) kept.add(few);
  return lists.filter((list) => kept.has(list));
}

const KEPT_LISTS = 3;

/** Alternatives: the text matches one of them. */
export function ofGroup(alternatives: readonly Knowledge[]): Knowledge {
  if (alternatives.every((part) => part.exact !== null)) {
    const union = new Set<string>();
    for (const part of alternatives) for (const text of part.exact ?? []) union.add(text);
    if (union.size <= MAX_EXACT) return { exact: union, all: [] };
  }
  // One list of each alternative, joined: the text holds one of them, whichever matched. The
  // sharpest lists first; when they add up to too many words (the period words, hundreds of
  // exact strings), each alternative's shortest list (「月」「週」「年」…) instead.
  return joinAlternatives(alternatives, sharpest) ?? joinAlternatives(alternatives, fewest) ?? ANY;
}

function joinAlternatives(
  alternatives: readonly Knowledge[],
  choose: (lists: readonly (readonly string[])[]) => string[] | null,
): Knowledge | null {
  const words = new Set<string>();
  for (const part of alternatives) {
    const list = choose(wordsOf(part));
    if (list === null) return ANY;
    for (const word of list) words.add(word);
    // So many words filter little and cost much: tell nothing rather.
    if (words.size > MAX_WORDS) return null;
  }
  return { exact: null, all: [[...words]] };
}

/** Parts one after the other. */
export function ofSequence(elements: readonly Knowledge[]): Knowledge {
  const all: (readonly string[])[] = [];
  let run: ReadonlySet<string> = EMPTY.exact ?? new Set([""]);
  let broken = false;
  const close = () => {
    if (!run.has("")) all.push([...run]);
    run = new Set([""]);
    broken = true;
  };
  for (const part of elements) {
    if (part.exact === null) {
      close();
      all.push(...part.all);
      continue;
    }
    const joined = join(run, part.exact);
    if (joined !== null) run = joined;
    else {
      close();
      run = part.exact;
    }
  }
  if (!broken) return { exact: run, all: [] };
  close();
  return { exact: null, all: pruned(all) };
}

/** A part repeated between `min` and `max` times. */
export function ofQuantifier(part: Knowledge, min: number, max: number): Knowledge {
  if (min === 0) {
    if (max === 1 && part.exact !== null) return { exact: new Set(["", ...part.exact]), all: [] };
    return ANY;
  }
  if (min === 1 && max === 1) return part;
  if (part.exact !== null && min === max) {
    let repeated: ReadonlySet<string> | null = new Set([""]);
    for (let count = 0; count < min && repeated !== null; count += 1) repeated = join(repeated, part.exact);
    if (repeated !== null) return { exact: repeated, all: [] };
  }
  // At least one copy: what one copy needs, the whole needs.
  return { exact: null, all: wordsOf(part) };
}

function join(left: ReadonlySet<string>, right: ReadonlySet<string>): ReadonlySet<string> | null {
  if (left.size === 1 && left.has("")) return right;
  if (right.size === 1 && right.has("")) return left;
  if (left.size * right.size > MAX_EXACT) return null;
  const joined = new Set<string>();
  for (const head of left) for (const tail of right) joined.add(head + tail);
  return joined;
}
