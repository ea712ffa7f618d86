import type { DictGroup, DictLike } from "opencc-js";

/** One of opencc-js's preset conversions (`Locale.configs.s2tw`): its dictionaries, in order. */
export interface ConversionConfig {
  normalizationChain?: readonly DictGroup[];
  segmentation: DictLike | DictGroup;
  conversionChain: readonly DictGroup[];
}

/** Dictionaries looked up in order (the first that has an entry wins), and their longest entry. */
interface Table {
  maps: Array<Map<string, string>>;
  longest: number;
}

interface Dictionary {
  map: Map<string, string>;
  longest: number;
}

const dictionaries = new Map<DictLike, Dictionary>();

// Each dictionary is read once however many tables share it (s2tw's phrases serve the
// segmentation and the first conversion).
function readDictionary(dictionary: DictLike): Dictionary {
  let known = dictionaries.get(dictionary);
  if (known === undefined) {
    const map = new Map<string, string>();
    let longest = 1;
    const add = (source: string, first: string) => {
      map.set(source, first);
      if (source.length > longest) longest = source.length;
    };
    if (typeof dictionary !== "string") for (const [source, first] of dictionary) add(source, first);
    else {
      // "source first second|source first": an entry's first candidate, as opencc-js takes it.
      for (let start = 0; start < dictionary.length;) {
        const bar = dictionary.indexOf("|", start);
        const end = bar === -1 ? dictionary.length : bar;
        const space = dictionary.indexOf(" ", start);
        const next = dictionary.indexOf(" ", space + 1);
        add(dictionary.slice(start, space), dictionary.slice(space + 1, next !== -1 && next < end ? next : end));
        start = end + 1;
      }
    }
    known = { map, longest };
    dictionaries.set(dictionary, known);
  }
  return known;
}

// opencc-js loads a group's dictionaries last to first into one trie: the first one wins.
function tableOf(group: DictLike | DictGroup): Table {
  const members: readonly DictLike[] = typeof group === "string" || !isGroup(group) ? [group as DictLike] : group;
  const tables = members.map(readDictionary);
  return { maps: tables.map(({ map }) => map), longest: Math.max(...tables.map(({ longest }) => longest)) };
}

function isGroup(value: DictLike | DictGroup): value is DictGroup {
  return Array.isArray(value) && value.every((item) => typeof item === "string" || Array.isArray(item[0]));
}

function lookup(table: Table, key: string): string | undefined {
  for (const map of table.maps) {
    const value = map.get(key);
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
 * each segment, the longest entry first), on flat maps instead of opencc-js's trie of nested
 * maps: building that trie for Simplified → Traditional's 49,000 phrases took 650 ms on the
 * first Chinese turn of every process, the maps a fraction of it.
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
