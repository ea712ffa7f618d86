import { hasHan, toSimplified, toTraditional } from "../../core/chinese-script";

const MAX_CANDIDATES = 4;

function swapTai(name: string): string {
  return name.includes("臺") ? name.replaceAll("臺", "台") : name.replaceAll("台", "臺");
}

/**
 * The names to look a city up by, best first: as given, then 台/臺 swapped, then without a
 * 市/縣 suffix (「北京市」 → 「北京」) or, for a two-character name, with 市, then in the other Chinese script. Geocoders match short
 * Chinese names exactly, so one spelling is often not enough. At most four.
 */
export function cityCandidates(city: string): string[] {
  const name = city.trim();
  const candidates = [name];
  if (hasHan(name)) {
    candidates.push(swapTai(name));
    const stripped = name.replace(/[市縣县]$/u, "");
    if (stripped !== name && stripped.length >= 2) candidates.push(stripped, swapTai(stripped));
    else if ([...name].length === 2) candidates.push(`${name}市`);
    candidates.push(toTraditional(name), toSimplified(name));
  }
  return [...new Set(candidates)].filter((candidate) => candidate !== "").slice(0, MAX_CANDIDATES);
}
