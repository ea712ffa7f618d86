import type { PartOfDay, TimeWords } from "./locales/locale-words";
import { REGISTERED_WORDS } from "./locales/registered-words";
import { NUMBERS } from "./number-words";

// Each registered language's time words (locales/<code>/*-time-words.ts), in registration order.
const LANGUAGES: readonly TimeWords[] = REGISTERED_WORDS.flatMap((words) => (words.times ? [words.times(NUMBERS)] : []));

// Each source's named groups get the source's own number (hour → hour_3), so that no two clocks or
// languages clash in one pattern; `readGroups` takes the number off again.
let sources = 0;
function numbered(source: string): string {
  sources += 1;
  return source.replace(/\(\?<([A-Za-z]\w*)>/g, `(?<$1_${sources}>`);
}

function listOf(pick: (language: TimeWords) => string | undefined): string[] {
  return LANGUAGES.flatMap((language) => {
    const source = pick(language);
    return source === undefined ? [] : [numbered(source)];
  });
}

// The alternatives as one source, or null when no language says any.
function either(sources: readonly string[]): string | null {
  if (sources.length === 0) return null;
  return sources.length === 1 ? sources[0] : sources.join("|");
}

function merged(pick: (language: TimeWords) => Readonly<Record<string, number>> | undefined): Readonly<Record<string, number>> {
  return Object.assign({}, ...LANGUAGES.map((language) => pick(language) ?? {})) as Record<string, number>;
}

const noon = either(listOf((language) => language.noon));
const midnight = either(listOf((language) => language.midnight));

/**
 * The pieces of a time of day as every registered language says them, joined: the shared
 * grammar (a day, a part of the day, a clock, a part of the day after it, a day after it; or a
 * time from now) filled with each language's words. The 24-hour clock "19:30" is every language's.
 */
export const TIME_GRAMMAR = {
  clocks: [
    ...LANGUAGES.flatMap((language) => (language.clocks ?? []).map(numbered)),
    ...(noon === null ? [] : [`(?<noon>${noon})`]),
    ...(midnight === null ? [] : [`(?<midnight>${midnight})`]),
    `(?<![\\d:])(?<digitalHour>\\d{1,2}):(?<minute>\\d{2})(?![\\d:])`,
  ],
  partsBefore: either(listOf((language) => language.partsBefore)),
  partsAfter: either(listOf((language) => language.partsAfter)),
  partAfterDay: either(listOf((language) => language.partAfterDay)),
  dayLink: either(listOf((language) => language.dayLink)),
  clockAfterDay: either(listOf((language) => language.clockAfterDay)),
  dayAfterClock: either(listOf((language) => language.dayAfterClock)),
  fromNow: either(listOf((language) => language.fromNow)),
  minuteWords: merged((language) => language.minuteWords),
  meridiems: merged((language) => language.meridiems),
  amountWords: merged((language) => language.amountWords),
  unitMinutes: merged((language) => language.unitMinutes),
  /** The part of the day a word names, by the first language that knows it. */
  partOfDay(word: string): PartOfDay | undefined {
    for (const language of LANGUAGES) {
      const part = language.partOfDay?.(word);
      if (part !== undefined) return part;
    }
    return undefined;
  },
  /** The part of the day a day word carries (今晚, "tonight"). */
  partOfDayWord(dayWord: string): PartOfDay | undefined {
    for (const language of LANGUAGES) {
      const part = language.partOfDayWord?.(dayWord);
      if (part !== undefined) return part;
    }
    return undefined;
  },
};

/** A match's groups with each language's number taken off their names (hour_1 → hour); the first found wins. */
export function readGroups(groups: Record<string, string | undefined>): Record<string, string | undefined> {
  const read: Record<string, string | undefined> = {};
  for (const name in groups) {
    const value = groups[name];
    if (value === undefined) continue;
    read[name.replace(/_\d+$/, "")] ??= value;
  }
  return read;
}
