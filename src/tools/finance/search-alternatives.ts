import { hasHan, toSimplified, toTraditional } from "../../core/chinese-script";

// Words people ask for in one language and their bank writes in another. Small on purpose:
// each group must mean the same thing, or a search would find what the user did not ask for.
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["咖啡", "coffee", "café", "cafe"],
  ["早餐", "breakfast"],
  ["午餐", "lunch"],
  ["晚餐", "dinner"],
  ["房租", "rent"],
  ["薪資", "薪水", "salary", "payroll"],
  ["捷運", "mrt", "metro"],
  ["電費", "electricity"],
  ["計程車", "taxi"],
  ["星巴克", "starbucks"],
  ["超市", "supermarket"],
];

/**
 * Other spellings that a search for `search` should also find: the same word in the other
 * language (咖啡 ↔ coffee) and in the other Chinese script (薪资 ↔ 薪資).
 *
 * @example
 * ```ts
 * searchAlternatives("咖啡"); // ["coffee", "café", "cafe"]
 * ```
 */
export function searchAlternatives(search: string | undefined): string[] {
  if (search === undefined) return [];
  const term = search.trim().toLowerCase();
  const spellings = new Set<string>([term]);
  if (hasHan(term)) {
    spellings.add(toTraditional(term));
    spellings.add(toSimplified(term));
  }
  for (const group of SYNONYM_GROUPS) {
    if (group.some((word) => spellings.has(word))) group.forEach((word) => spellings.add(word));
  }
  spellings.delete(term);
  return [...spellings];
}
