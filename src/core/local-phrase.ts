import type { TemplatePhrase } from "../language/templates/template-phrase";

/** What a phrase knows of the moment it is matched in. */
export interface PhraseContext {
  /** The clock, for relative dates ("明天", "上個月"). */
  now: Date;
  /** IANA time zone relative dates are read in. */
  timeZone: string;
}

/**
 * A phrase a tool recognises without any model, written as a regex: a pattern with typed slots
 * (named groups) and a function that turns a match into the tool's arguments. A
 * {@link TemplatePhrase} says the same as data (`"[幫我]擲{sides:integer}面骰"`), and is preferred.
 *
 * The text it is tested against is normalised first: Simplified characters converted to
 * Traditional (Taiwan), full-width letters and digits made half-width, white space collapsed,
 * trailing punctuation removed. Write patterns in Traditional Chinese; Simplified input still matches.
 *
 * Precise over greedy: return `null` from `toArgs` whenever the match is not surely a request
 * for the tool, and the model will take the turn.
 *
 * @example
 * ```ts
 * const phrase: PatternPhrase = {
 *   pattern: /^(?:現在)?幾點(?:了)?$/,
 *   toArgs: () => ({}),
 * };
 * ```
 */
export interface PatternPhrase {
  /** Tested against the whole normalised text; anchor it (`^…$`) unless you mean otherwise. */
  pattern: RegExp;
  /** Not a template phrase. */
  template?: undefined;
  /** Arguments from the match, under the tool's own parameter names; `null` declines. Defaults to `{}`. */
  toArgs?: (match: RegExpMatchArray, context: PhraseContext) => Record<string, unknown> | null;
  /**
   * Lists of words (lower-case), a word of each of which every match holds: the route tries the
   * pattern only on sentences that hold them, as it does a template (`[["折"]]`). A regex cannot be
   * read back for them. Default: none — the pattern is tried on every sentence.
   */
  words?: readonly (readonly string[])[];
}

/**
 * A phrase the local route recognises: a sentence template ({@link TemplatePhrase}) or a regex
 * ({@link PatternPhrase}). `defineTool` also takes a template as a bare string.
 */
export type LocalPhrase = PatternPhrase | TemplatePhrase;
