import { englishStem } from "./sentence-features";

// The verbs tool names begin or end with (set_alarm, finance_accounts_list): what a name does, not
// what it is about. Tool names are English function names, whatever language their users speak.
const NAME_VERBS = new Set(
  "get set list add delete remove cancel search sum create update edit show find fetch read write run calculate make check clear stop start"
    .split(" ")
    .map(englishStem),
);

/**
 * Per tool, the other tools named after the same thing (add_memo, list_memos and delete_memo;
 * the three finance_ tools): a request that names one of them may well want another (「刪除二號備忘錄」
 * reads much like a memo to add), so they are offered together.
 */
export function toolFamilies(names: readonly string[]): number[][] {
  const nouns = names.map(
    (name) =>
      new Set(
        name
          .toLowerCase()
          .split(/[_\-.]+/u)
          .filter((word) => word.length > 1)
          .map(englishStem)
          .filter((word) => !NAME_VERBS.has(word)),
      ),
  );
  return nouns.map((own, tool) =>
    nouns.flatMap((other, sibling) => (sibling !== tool && [...own].some((noun) => other.has(noun)) ? [sibling] : [])),
  );
}
