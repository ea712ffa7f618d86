import { DAY_SHIFT_PATTERN } from "./read-day-shift";
import { REGISTERED_WORDS } from "./locales/registered-words";

// Each registered language's follow-ups (locales/<code>/*-follow-ups.ts), in registration order.
const LANGUAGES = REGISTERED_WORDS.flatMap((words) => (words.conversation?.followUps ? [words.conversation.followUps] : []));
const LEADS = LANGUAGES.flatMap((language) => (language.beforeDayShift === undefined ? [] : [language.beforeDayShift]));
const ASKED = [
  // 「再後一天」 'the next day?' 'and the day after that?': a shift of the day asked about is a
  // follow-up said whole, with no 呢 and however many words.
  new RegExp(`^${LEADS.length === 0 ? "" : `(?:${LEADS.join("|")})?`}(?<fragment>${DAY_SHIFT_PATTERN})$`, "iu"),
  ...LANGUAGES.flatMap((language) => language.asked ?? []),
];
const CORRECTED = LANGUAGES.flatMap((language) => language.corrected ?? []);
const CHANGED = LANGUAGES.flatMap((language) => language.changed ?? []);
const NOT_FRAGMENTS = LANGUAGES.flatMap((language) => language.notFragments ?? []);
const PREPOSITIONS = LANGUAGES.flatMap((language) => (language.prepositions === undefined ? [] : [language.prepositions]));
const INTOS = LANGUAGES.flatMap((language) => (language.into === undefined ? [] : [language.into]));
const OPENINGS = LANGUAGES.flatMap((language) => (language.textedOpening ? [language.textedOpening] : []));
const LEADING_PREPOSITION = PREPOSITIONS.length === 0 ? /(?!)/ : new RegExp(`^(?:${PREPOSITIONS.join("|")}) `, "i");
const INTO = INTOS.length === 0 ? /(?!)/ : new RegExp(`^(?:${INTOS.join("|")}) `, "i");

function notAFragment(fragment: string): boolean {
  return NOT_FRAGMENTS.some((pattern) => pattern.test(fragment));
}

/**
 * The fragment of a follow-up (normalised text: Traditional, no fillers), and whether it is said as
 * a change; null when the text is no follow-up. The fragment is for the last call's tool to read.
 *
 * @example
 * ```ts
 * readFollowUp("那高雄呢"); // { fragment: "高雄", change: false }
 * readFollowUp("換成五百塊"); // { fragment: "五百塊", change: true }
 * readFollowUp("what about Tokyo"); // { fragment: "Tokyo", change: false }
 * ```
 */
export function readFollowUp(said: string): { fragment: string; change: boolean; correction?: boolean } | null {
  const text = OPENINGS.reduce((read, [texted, word]) => read.replace(texted, word), said);
  for (const pattern of CORRECTED) {
    const fragment = pattern.exec(text)?.groups?.fragment?.trim().replace(LEADING_PREPOSITION, "");
    // What was put right is asked about anew, in place of what was understood.
    if (fragment && !notAFragment(fragment)) return { fragment, change: false, correction: true };
  }
  for (const [patterns, change] of [
    [CHANGED, true],
    [ASKED, false],
  ] as const) {
    for (const pattern of patterns) {
      const said = pattern.exec(text)?.groups?.fragment?.trim();
      const fragment = said?.replace(LEADING_PREPOSITION, "");
      // "and in pounds?" asks for the result in them: a change of what it is given in.
      if (said && fragment && !notAFragment(fragment)) return { fragment, change: change || INTO.test(said) };
    }
  }
  return null;
}
