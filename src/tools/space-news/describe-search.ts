import { DateTime } from "luxon";
import type { LocalizedText } from "../../core/localize";
import type { SearchPeriod } from "./search-period";
import type { TranslatedKeywords } from "./space-glossary";

/** What {@link describeSearch} describes. */
export interface SearchToDescribe {
  keywords?: string;
  timePeriod?: string;
  period: SearchPeriod;
  translation?: TranslatedKeywords;
  now: Date;
  timeZone: string;
}

function dayText(day: string, currentYear: number): LocalizedText {
  const date = DateTime.fromISO(day);
  const sameYear = date.year === currentYear;
  return {
    zh: date.toFormat(sameYear ? "M月d日" : "yyyy年M月d日"),
    en: date.setLocale("en").toFormat(sameYear ? "MMMM d" : "MMMM d, yyyy"),
  };
}

/**
 * The search in words, e.g. 「上週（3月2日至3月8日）關於「SpaceX」的太空新聞」 / 'space news about
 * "SpaceX" from last week (March 2 to March 8)', saying when Chinese keywords were searched in English.
 */
export function describeSearch({ keywords, timePeriod, period, translation, now, timeZone }: SearchToDescribe): LocalizedText {
  const currentYear = DateTime.fromJSDate(now, { zone: timeZone }).year;
  const about: LocalizedText = keywords ? { zh: `關於「${keywords}」的`, en: ` about "${keywords}"` } : { zh: "", en: "" };
  const searchTerms = translation?.translated && translation.search ? translation.search : undefined;
  const searchedAs: LocalizedText = searchTerms
    ? { zh: `（新聞只有英文，以「${searchTerms}」搜尋）`, en: ` (searched in English as "${searchTerms}")` }
    : { zh: "", en: "" };
  if (period.kind === "latest" || !timePeriod) {
    return { zh: `${about.zh}最新太空新聞${searchedAs.zh}`, en: `the latest space news${about.en}${searchedAs.en}` };
  }
  const year = /^(\d{4})\s*年?$/.exec(timePeriod)?.[1];
  const first = dayText(period.start, currentYear);
  const last = dayText(period.end, currentYear);
  const range = period.start === period.end ? first : { zh: `${first.zh}至${last.zh}`, en: `${first.en} to ${last.en}` };
  // An English sentence names a Chinese period by its dates only.
  const english = /\p{Script=Han}/u.test(timePeriod) ? ` from ${range.en}` : ` from ${timePeriod} (${range.en})`;
  const when: LocalizedText = year ? { zh: `${year}年`, en: ` from ${year}` } : { zh: `${timePeriod}（${range.zh}）`, en: english };
  return { zh: `${when.zh}${about.zh || "的"}太空新聞${searchedAs.zh}`, en: `space news${about.en}${when.en}${searchedAs.en}` };
}
