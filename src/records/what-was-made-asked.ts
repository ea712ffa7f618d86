/** The verbs a family's records are made with. */
export interface MadeWords {
  /** The Chinese verbs, as a pattern: 「設定|設|定」. */
  verb: string;
  /** The English verbs as said after "have I" or "did I", as a pattern: "set". */
  verbEn: string;
}

/**
 * Whether, right after records of a family were made, a turn asks what was made with no noun
 * (「我總共設了哪些」「剛剛都設了幾個」 'what have I set so far'): the family's list answers it. The verb
 * needs 了 or 過 (「設哪些」 may ask advice). Built once per family, at module level.
 */
export function whatWasMadeAsked({ verb, verbEn }: MadeWords): (text: string) => boolean {
  const chinese = new RegExp(
    `^(?:那)?(?:我|你)?(?:總共|一共|全部|現在|目前|到現在|剛剛|剛才|今天)?(?:都|總共|一共)?(?:幫我)?(?:${verb})(?:了|過)(?:哪些|幾個|什麼)(?:東西)?(?:呢|啊)?$`,
    "u",
  );
  const english = new RegExp(
    String.raw`^(?:so\s+)?(?:what|how\s+many)\s+(?:have|did)\s+(?:i|you)\s+(?:${verbEn})(?:\s+so\s+far|\s+in\s+total|\s+altogether)?$`,
    "i",
  );
  return (text) => chinese.test(text) || english.test(text);
}
