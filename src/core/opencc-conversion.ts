import type { DictGroup, DictLike } from "opencc-js";

/** One of opencc-js's preset conversions (`Locale.configs.s2tw`): its dictionaries, in order. */
export interface ConversionConfig {
  normalizationChain?: readonly DictGroup[];
  segmentation: DictLike | DictGroup;
  conversionChain: readonly DictGroup[];
}

/** One dictionary: its replacement for a source text, and its longest source. */
interface Dictionary {
  get(source: string): string | undefined;
  longest: number;
}

/** Dictionaries looked up in order (the first that has an entry wins), and their longest entry. */
interface Table {
  dictionaries: Dictionary[];
  longest: number;
}

const readDictionaries = new Map<DictLike, Dictionary>();

/**
 * A dictionary string ("source first second|source first", sorted by source, as opencc-js ships
 * them) searched where it lies, by bisection over the entries' offsets: nothing is built but the
 * offsets, so the first Chinese turn does not wait for 49,000 phrases to be put in a map.
 * Null when the entries are not strictly sorted.
 */
function sortedDictionary(text: string): Dictionary | null {
  const starts: number[] = [];
  const spaces: number[] = [];
  let longest = 1;
  let previous = "";
  for (let start = 0; start < text.length;) {
    const bar = text.indexOf("|", start);
    const space = text.indexOf(" ", start);
    const source = text.slice(start, space);
    if (space === -1 || (bar !== -1 && space > bar) || source <= previous) return null;
    starts.push(start);
    spaces.push(space);
    longest = Math.max(longest, source.length);
    previous = source;
    start = bar === -1 ? text.length : bar + 1;
  }
  const get = (source: string): string | undefined => {
    let low = 0;
    let high = starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = text.slice(starts[middle], spaces[middle]);
      if (found < source) low = middle + 1;
      else if (found > source) high = middle - 1;
      else {
        // The entry's first candidate, as opencc-js takes it.
        const end = middle + 1 < starts.length ? starts[middle + 1] - 1 : text.length;
        const next = text.indexOf(" ", spaces[middle] + 1);
        return text.slice(spaces[middle] + 1, next !== -1 && next < end ? next : end);
      }
    }
    return undefined;
  };
  return { get, longest };
}

function mapDictionary(dictionary: DictLike): Dictionary {
  const map = new Map<string, string>();
  const pairs = typeof dictionary === "string" ? dictionary.split("|").map((line) => line.split(" ")) : dictionary;
  // An entry's first candidate, as opencc-js takes it.
  for (const [source, first] of pairs) map.set(source, first);
  let longest = 1;
  for (const source of map.keys()) longest = Math.max(longest, source.length);
  return { get: (source) => map.get(source), longest };
}

// Each dictionary is read once however many tables share it (s2tw's phrases serve the
// segmentation and the first conversion).
function readDictionary(dictionary: DictLike): Dictionary {
  let known = readDictionaries.get(dictionary);
  if (known === undefined) {
    known = (typeof dictionary === "string" ? sortedDictionary(dictionary) : null) ?? mapDictionary(dictionary);
    readDictionaries.set(dictionary, known);
  }
  return known;
}

// opencc-js loads a group's dictionaries last to first into one trie: the first one wins.
function tableOf(group: DictLike | DictGroup): Table {
  const members: readonly DictLike[] = typeof group === "string" || !isGroup(group) ? [group as DictLike] : group;
  const dictionaries = members.map(readDictionary);
  return { dictionaries, longest: Math.max(...dictionaries.map(({ longest }) => longest)) };
}

function isGroup(value: DictLike | DictGroup): value is DictGroup {
  return Array.isArray(value) && value.every((item) => typeof item === "string" || Array.isArray(item[0]));
}

function lookup(table: Table, key: string): string | undefined {
  for (const dictionary of table.dictionaries) {
    const value = dictionary.get(key);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The longest entry of `table` that `text` holds at `index`: its length and replacement. */
function longestAt(table: Table, text: string, index: number): { length: number; value: string } | undefined {
  for (let length = Math.min(table.longest, text.length - index); length > 0; length -= 1) {
    const value = lookup(table, text.slice(index, index + length));
    if (value !== undefined) return { length, value };
  }
  return undefined;
}

const codePointLength = (text: string, index: number) => ((text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);

function descriptionArity(codePoint: number): number {
  if (codePoint === 0x2ff0 || codePoint === 0x2ff1) return 2;
  if (codePoint === 0x2ff2 || codePoint === 0x2ff3) return 3;
  return codePoint >= 0x2ff4 && codePoint <= 0x2fff ? 2 : 0;
}

// An ideographic description sequence (⿰氵工) is kept whole, as opencc-js keeps it.
function descriptionEnd(text: string, index: number): number {
  const arity = descriptionArity(text.codePointAt(index) ?? 0);
  if (arity === 0) return 0;
  let end = index + codePointLength(text, index);
  for (let part = 0; part < arity; part += 1) {
    if (end >= text.length) return 0;
    end = descriptionEnd(text, end) || end + codePointLength(text, end);
  }
  return end;
}

const unmatchedLength = (text: string, index: number) => {
  const end = descriptionEnd(text, index);
  return end > index ? end - index : codePointLength(text, index);
};

function convertWith(table: Table, text: string): string {
  let converted = "";
  for (let index = 0; index < text.length;) {
    const match = longestAt(table, text, index);
    const length = match?.length ?? unmatchedLength(text, index);
    converted += match?.value ?? text.slice(index, index + length);
    index += length;
  }
  return converted;
}

// Phrases of the segmentation dictionary and the runs of text between them.
function segmentWith(table: Table, text: string): string[] {
  const segments: string[] = [];
  let runStart: number | null = null;
  for (let index = 0; index < text.length;) {
    const match = longestAt(table, text, index);
    if (match !== undefined) {
      if (runStart !== null) segments.push(text.slice(runStart, index));
      runStart = null;
      segments.push(text.slice(index, index + match.length));
      index += match.length;
    } else {
      runStart ??= index;
      index += unmatchedLength(text, index);
    }
  }
  if (runStart !== null) segments.push(text.slice(runStart));
  return segments;
}

/**
 * A converter for one of opencc-js's preset configurations that converts exactly as opencc-js's
 * own `Converter` does (normalisation, segmentation by phrases, then each conversion stage on
 * each segment, the longest entry first), searching the dictionaries where they lie instead of
 * building opencc-js's trie of nested maps: that took 650 ms for Simplified → Traditional's
 * 49,000 phrases on the first Chinese turn of every process.
 */
export function openccConverter(config: ConversionConfig): (text: string) => string {
  const normalization = (config.normalizationChain ?? []).map(tableOf);
  const segmentation = tableOf(config.segmentation);
  const stages = config.conversionChain.map(tableOf);
  return (text) => {
    const normalized = normalization.reduce((current, table) => convertWith(table, current), text);
    return segmentWith(segmentation, normalized)
      .map((segment) => stages.reduce((current, table) => convertWith(table, current), segment))
      .join("");
  };
}
