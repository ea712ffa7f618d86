/** Regex source (no capturing groups) for a person of the household in English: grandma, my dad, my wife. */
export const HOUSEHOLD_PERSON_EN =
  "(?:grandma|granny|nana|grandpa|gramps|mom|mum|mommy|mummy|dad|daddy|my wife|my husband|my son|my daughter|my kid|my (?:mom|mum|dad|grandma|grandpa|grandmother|grandfather|mother|father))";
