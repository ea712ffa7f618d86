import type { RangeWords } from "./locales/range-words";
import { REGISTERED_WORDS } from "./locales/registered-words";

/** Never matches: a field no registered language fills. */
const NOTHING = "(?!)";

function alternatives(sources: readonly (string | undefined)[]): string {
  const said = sources.filter((source): source is string => source !== undefined);
  return said.length > 0 ? said.join("|") : NOTHING;
}

const LANGUAGES: readonly RangeWords[] = REGISTERED_WORDS.flatMap((words) => (words.ranges ? [words.ranges] : []));

function joined(field: (words: RangeWords) => string | undefined): string {
  return alternatives(LANGUAGES.map(field));
}

/**
 * Every registered language's range words (`LocaleWords.ranges`), each field one alternation of
 * them in registration order: what `findRange`, `resolvePeriod` and the `period` slot read.
 */
export const RANGE_WORDS = {
  joiners: joined((words) => words.joiners),
  spacedJoiners: joined((words) => words.spacedJoiners),
  leads: joined((words) => words.leads),
  spacedLeads: joined((words) => words.spacedLeads),
  between: joined((words) => words.between),
  and: joined((words) => words.and),
  onwards: joined((words) => words.onwards),
  since: joined((words) => words.since),
  /** `^(?:A)$|^(?:B)$`: each language's bare weekday, whole. */
  bareWeekday: alternatives(LANGUAGES.map((words) => words.bareWeekday && `^(?:${words.bareWeekday})$`)),
  findRange: {
    now: joined((words) => words.findRange?.now),
    toNow: joined((words) => words.findRange?.toNow),
    until: joined((words) => words.findRange?.until),
    bareDay: joined((words) => words.findRange?.bareDay),
    /** Every language's `soFar` sources, their `unit` groups numbered (`unit0`, `unit1` …) so that none clash. */
    soFar: alternatives(
      LANGUAGES.flatMap((words) => words.findRange?.soFar ?? []).map((source, index) => source.replaceAll("(?<unit>", `(?<unit${index}>`)),
    ),
  },
  periodSlot: {
    toNow: joined((words) => words.periodSlot?.toNow),
    bareDay: joined((words) => words.periodSlot?.bareDay),
    unit: joined((words) => words.periodSlot?.unit),
    soFarBefore: joined((words) => words.periodSlot?.soFarBefore),
    soFarAfter: joined((words) => words.periodSlot?.soFarAfter),
  },
} as const;
