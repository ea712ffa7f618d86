/**
 * A template read into its parts (see `parseTemplate`): words, spaces, slots, rules, and the
 * sequences and choices (`(a|b)`, optional `[a]`) that hold them.
 */
export type TemplateNode =
  /** Words to find as written (compared with ASCII case folded). */
  | { kind: "words"; text: string }
  /** White space in the template, matching a run of spaces in the sentence, or none. */
  | { kind: "space" }
  /** `{name:type}`: a slot, filled by a span of its type (or free text). */
  | { kind: "slot"; name: string; type: string; position: number }
  /** `<name>`: a rule of the language, read from its own template. */
  | { kind: "rule"; name: string; position: number }
  /** Parts one after the other. */
  | { kind: "sequence"; items: readonly TemplateNode[] }
  /** `(a|b)`, or `[a|b]` when `optional`. */
  | { kind: "choice"; options: readonly TemplateNode[]; optional: boolean };
