import { detectLocale } from "../core/detect-locale";
import type { Locale } from "../core/locale";
import type { AnyTool, ToolRegistry } from "../core/tool-registry";
import { toFunctionName } from "../core/tool-name";
import { isCompoundRequest } from "./is-compound-request";
import { findPeriodWord } from "../language/date-words";
import { inUserCharacters, type UserText } from "./in-user-characters";
import { isTopicQuestion } from "./is-topic-question";
import { phraseIndexOf, type IndexedPhrase } from "./phrase-index";
import { matchTemplate } from "../language/templates/match-template";
import { TaggedSentence } from "../language/templates/tagged-sentence";
import { normalizeText } from "../language/normalize-text";
import { stripCourtesies, stripFillers, stripPoliteWrapper } from "./strip-polite-wrapper";
import { joinSpokenBursts, readMixedSpeech } from "../language/mixed-speech";
import { applySelfCorrections, dropRestarts, writeSpokenFigures } from "../language/spoken-corrections";
import { CLOCK_PATTERN } from "../language/time-of-day";
import { DEFAULTS } from "../core/defaults";

/** Options of {@link routeLocally}. */
export interface RouteLocallyOptions {
  /** The tools to try (the caller's registry: the route names no tool of its own). */
  registry: ToolRegistry;
  /** The clock relative words (明天, 上個月) are read from. Default: `new Date()`. */
  now?: Date;
  /** IANA time zone relative words are read in. Default: `"Asia/Taipei"`. */
  timeZone?: string;
  /**
   * The language of the turn, which a Chinese argument is given back in (zh-CN: Simplified).
   * Default: read from the text by `detectLocale`, the rule the graph reads a turn's language by
   * (the graph passes the language it detected for the turn, so it is detected once).
   */
  locale?: Locale;
}

/** A request the local route recognised: the tool's name and its arguments, under the tool's own parameter names. */
export interface LocalRoute {
  tool: string;
  args: Record<string, unknown>;
}

// Spoken commands are short; a paragraph is for the model.
const MAX_LENGTH = 120;

/**
 * The local route: recognises a request from the tools' own phrases, with no model. The text is
 * normalised once (Simplified → Traditional, half-width, trimmed, fillers such as 欸…啊 dropped); every tool whose `localRoute`
 * is on and that declares `phrases` is tried; a phrase matches only when the arguments it yields
 * pass the tool's `normalize` and `validate`. Two requests in one sentence (「…，然後…」) are
 * the model's too. Text said in Simplified Chinese gets its Chinese
 * arguments (a memo, a search) back in Simplified. When nothing matches, the request inside a
 * polite wrapper (「你可以幫我…嗎」「我想知道…」"can you tell me …") is tried, then the last clause
 * after a reason (「我明天要去台中，台中天氣怎樣」). Questions about a topic (為什麼, 是誰發明, 你覺得,
 * why …) and texts two different tools claim return null: the model decides those.
 *
 * @example
 * ```ts
 * routeLocally("100 美金換台幣多少", { registry, now: new Date("2026-03-10T01:00:00Z") });
 * // { tool: "get_exchange_rate", args: { from_currency: "USD", to_currency: "TWD", amount: 100 } }
 * ```
 */
export function routeLocally(text: string, options: RouteLocallyOptions): LocalRoute | null {
  const { registry, now = new Date(), timeZone = DEFAULTS.timeZone, locale: turnLocale } = options;
  const normalized = stripFillers(applySelfCorrections(dropRestarts(normalizeText(text))));
  if (normalized === "" || normalized.length > MAX_LENGTH || isTopicQuestion(normalized) || isCompoundRequest(normalized)) return null;
  let locale = turnLocale;
  const context: MatchContext = {
    registry,
    now,
    timeZone,
    said: { text: text.normalize("NFKC") },
    locale: () => (locale ??= detectLocale(text, DEFAULTS.locale)),
  };
  const found = routeRequest(normalized, context);
  if (found !== undefined) return found;
  // "a hundred and fifty euros": figures of several words, in digits, when the words matched nothing
  // (a phrase may read "twenty-five times four" as it is said).
  const figures = writeSpokenFigures(normalized);
  const inDigits = figures === normalized ? undefined : routeRequest(figures, context);
  if (inDigits !== undefined) return inDigits;
  // Last, the clauses of a request said with its reason. A comma between digits (2,500) does not
  // part clauses.
  const clauses = normalized.split(CLAUSE_BREAK).filter((clause) => clause !== "");
  if (clauses.length < 2) return null;
  // A request, then why: 「紐約現在幾點 我要打給我兒子」 is 「紐約現在幾點」, when every clause after
  // it says why and asks nothing; the request may run over several pauses (「可不可以麻煩你幫我看一下
  // 明天台中會不會下雨 我要去看醫生」). Not when the request left a text empty (an alarm's message),
  // which the reason may have been meant to fill.
  const firstReason = clauses.findIndex((clause, index) => index > 0 && REASON_AFTER.test(stripFillers(clause)));
  const reasons = firstReason < 0 ? [] : clauses.slice(firstReason).map(stripFillers);
  if (reasons.length > 0 && reasons.every((clause) => REASON_AFTER.test(clause) && routeRequest(clause, context) === undefined)) {
    const asked = clauses.slice(0, firstReason);
    const request = routeRequest(stripFillers(asked.join(/\p{Script=Han}$/u.test(asked[0]!) ? "" : " ")), context);
    if (request && !Object.values(request.args).includes("")) return request;
  }
  // A reason, then the request: 「最近想去爬山,台北天氣如何」 is 「台北天氣如何」, when no clause before
  // it is a request of its own (that would be two requests) or holds what the request needs.
  const before = clauses.slice(0, -1);
  const last = stripFillers(clauses.at(-1)!);
  if (before.some((clause) => routeRequest(stripFillers(clause), context) !== undefined)) return null;
  // 「每件多二十塊,199、259和89加起來多少」: figures in the reason may change the request's own.
  if (before.some((clause) => SAYS_AMOUNT.test(clause))) return null;
  const request = routeRequest(last, context);
  if (!request) return null;
  // 「後天一早的航班,幫我定個五點半的鬧鐘」: the reason holds the day a tool that reads one would
  // miss, unless the request names its own day (「晚上想去拍月亮,今天是什麼月相」).
  if (before.some(saysWhen) && !saysDay(last) && readsWhen(context.registry, request.tool)) return null;
  return request;
}

// A pause: a semicolon, a comma not inside a figure, or a space between Chinese words (a speech
// recognizer writes its pauses as spaces).
const CLAUSE_BREAK = /\s*(?:;|(?<!\d),|,(?!\d))\s*|[?!]\s+|(?<=[a-z])\.\s+|(?<=\p{Script=Han})\s+(?=\p{Script=Han})/iu;
const REASON_AFTER =
  /^(?:因為|所以|我(?:們)?(?!想知道|想問|要問)|要去|想去)|^(?:because|cause|i have|i've got|i'm going|i am going|i need to|i want to|we're|we are|my )|^(?:the|my|our) \w+(?: \w+)? (?:is|are|was|will) /iu;
const SAYS_AMOUNT = /\d|[一二三四五六七八九十兩百千萬]+(?:塊|元|件|個|人|成|折|%)|\b(?:percent|dollars?|bucks|each)\b/iu;
const WHEN_PARAMETER = /date|time|day|period|when/i;

/** Whether the tool has a parameter for a day, a time or a period. */
function readsWhen(registry: ToolRegistry, name: string): boolean {
  const properties = registry.get(name)?.parameters.properties;
  return typeof properties === "object" && properties !== null && Object.keys(properties).some((key) => WHEN_PARAMETER.test(key));
}
// A day or a period (the period words hold the day words).
const saysDay = (text: string): boolean => findPeriodWord(text, "iu") !== null;
// A time holds a clock (the day beside it is a day word), so the clock words without their days say as much.
const SAYS_TIME = new RegExp(
  `${CLOCK_PATTERN}|一早|早上|上午|中午|下午|傍晚|晚上|半夜|凌晨|\\b(?:morning|afternoon|evening|night)\\b`,
  "iu",
);
const saysWhen = (text: string): boolean => saysDay(text) || SAYS_TIME.test(text);

/** The text's tool, as it stands or inside a polite wrapper (「你可以幫我查台北天氣嗎」 is 「幫我查台北天氣」). */
function routeRequest(text: string, context: MatchContext): LocalRoute | null | undefined {
  const tried = new Set<string>();
  for (const reading of spokenReadings(text)) {
    for (const candidate of [reading, stripPoliteWrapper(reading)]) {
      if (candidate === null || tried.has(candidate)) continue;
      tried.add(candidate);
      // The text as said was checked for a topic question by the caller.
      if (candidate !== text && isTopicQuestion(candidate)) continue;
      const found = routeText(candidate, context);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * The readings of a request, tried in turn until one matches: as said; without the courtesies
 * inside it (「三號鬧鐘幫我取消」); in Mandarin, when it mixes in English words or Cantonese
 * (「幫我set個timer」「而家幾點」); said in one go, when it came in bursts (「鬧鐘 明天 七點 叫我」).
 * A later reading is tried only when no earlier one matched, since a phrase may read the words as
 * they were said.
 */
function* spokenReadings(text: string): Generator<string> {
  yield text;
  const plain = stripCourtesies(text);
  yield plain;
  const mandarin = stripFillers(stripCourtesies(readMixedSpeech(plain)));
  yield mandarin;
  yield joinSpokenBursts(mandarin);
}

interface MatchContext {
  registry: ToolRegistry;
  now: Date;
  timeZone: string;
  /** What the user wrote, where a Chinese argument is given back in the user's characters. */
  said: UserText;
  locale: () => Locale;
}

/**
 * The one tool that claims the text; null when two tools do; undefined when none does. Only the
 * phrases whose words the text holds are tried (see PhraseIndex), each tool's in its own order.
 */
function routeText(normalized: string, context: MatchContext): LocalRoute | null | undefined {
  let found: LocalRoute | undefined;
  let decided: AnyTool | undefined;
  // Tagged once, when a template first asks, for every template tried on this text.
  let tagged: TaggedSentence | undefined;
  const sentence = () => (tagged ??= new TaggedSentence(normalized, { now: context.now, timeZone: context.timeZone }));
  for (const candidate of phraseIndexOf(context.registry).candidates(normalized)) {
    const { tool } = candidate;
    // A tool's first phrase that matches decides for it; its later phrases are not tried.
    if (tool === decided || !tool.localRoute) continue;
    const args = matchPhrase(candidate, normalized, sentence, context);
    if (args === null) continue;
    decided = tool;
    const name = toFunctionName(tool.name);
    if (found !== undefined && found.tool !== name) return null;
    found = { tool: name, args };
  }
  return found;
}

/** Raw arguments from a phrase: a template's slots (through its `toArgs`) or a regex's match; null when it does not match. */
function phraseArgs(
  { phrase, compiled }: IndexedPhrase,
  text: string,
  sentence: () => TaggedSentence,
  context: MatchContext,
): Record<string, unknown> | null {
  const { now, timeZone } = context;
  if (phrase.pattern !== undefined) {
    phrase.pattern.lastIndex = 0;
    const match = phrase.pattern.exec(text);
    if (match === null) return null;
    return phrase.toArgs ? phrase.toArgs(match, { now, timeZone }) : {};
  }
  if (compiled === undefined) return null;
  const slots = matchTemplate(compiled, sentence());
  if (slots === null) return null;
  return phrase.toArgs ? phrase.toArgs(slots, { now, timeZone }) : slots;
}

/** The phrase's arguments when it matches and they validate, or null. */
function matchPhrase(
  indexed: IndexedPhrase,
  text: string,
  sentence: () => TaggedSentence,
  context: MatchContext,
): Record<string, unknown> | null {
  const { tool } = indexed;
  const { now, timeZone, said, locale } = context;
  try {
    const raw = phraseArgs(indexed, text, sentence, context);
    if (raw === null) return null;
    const language = locale();
    const args = tool.normalize(inUserCharacters(raw, said, language), { now, timeZone, locale: language });
    return tool.validate(args).success ? args : null;
  } catch {
    // A phrase that throws is a phrase that does not match; the model takes the turn.
    return null;
  }
}
