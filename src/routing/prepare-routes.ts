import { DEFAULTS } from "../core/defaults";
import type { Locale } from "../core/locale";
import type { ToolRegistry } from "../core/tool-registry";
import { phraseIndexOf } from "./phrase-index";
import { routeTurn } from "./route-turn";
import { slotIndexOf } from "./slot-requests";

/** Options of {@link prepareRoutes}: the zone and language the graph's turns are read in. */
export interface PrepareRoutesOptions {
  /** IANA time zone relative words are read in (the graph's `timeZone`). Default: `"Asia/Taipei"`. */
  timeZone?: string;
  /** The graph's language. Default: `"zh-TW"`. */
  locale?: Locale;
  /** Whether to route the warm-up request; false where the route never runs (`localIntents: false`). Default: true. */
  warmUp?: boolean;
}

// A request with a day, a clock time and a place, in the graph's language, routed once so that V8
// has compiled and run the route's patterns (the tagger's, the candidates') before a user's first
// request does: about 25 ms of a first turn. One sentence: each more costs the constructor more
// than it saves a first turn. It is no request a test or a bench sends.
const WARM_UP: Partial<Record<Locale, string>> & { "zh-TW": string } = {
  "zh-TW": "後天下午三點半提醒我去郵局",
  en: "remind me to call the bank at half past three the day after tomorrow",
};
const warmed = new WeakSet<ToolRegistry>();

/**
 * Builds what the local route reads for `registry` — its phrases and slot requests indexed by
 * their words, once per process — and routes one request through them, so that the first turn
 * neither builds nor runs anything for the first time. Routing calls no tool (phrases and the
 * tools' `normalize` / `validate` only), so it has no effect a user could see; it is done once per
 * registry. Tools registered later are indexed again on the next turn.
 */
export function prepareRoutes(
  registry: ToolRegistry,
  { timeZone = DEFAULTS.timeZone, locale = DEFAULTS.locale, warmUp = true }: PrepareRoutesOptions = {},
): void {
  phraseIndexOf(registry);
  slotIndexOf(registry);
  if (!warmUp || warmed.has(registry)) return;
  warmed.add(registry);
  const sentence = WARM_UP[locale] ?? WARM_UP["zh-TW"];
  try {
    routeTurn(sentence, { registry, now: new Date(), timeZone, locale });
  } catch {
    // A user's phrase that throws is the first turn's to report, not the constructor's.
  }
}
