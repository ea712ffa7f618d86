import type { SlotType } from "./slot-type";

/** A template's part after compiling: rules inlined, slot types resolved, words folded. */
export type CompiledNode =
  | { kind: "words"; text: string }
  | { kind: "space" }
  | { kind: "slot"; name: string; type: SlotType }
  | { kind: "sequence"; items: readonly CompiledNode[] }
  | { kind: "choice"; options: readonly CompiledNode[]; optional: boolean };

/** A template compiled once (see `compileTemplate`), ready to match tagged sentences. */
export interface CompiledTemplate {
  /** The template as written. */
  template: string;
  /** Its parts, rules inlined. */
  root: CompiledNode;
  /** Its slots' names, in the order written. */
  slots: readonly string[];
  /** The slot types with spans (every slot type but free text), which the sentence is tagged for. */
  typed: readonly SlotType[];
  /** Lists of words (folded), a word of each of which every matching sentence holds: the route's index. */
  words: readonly (readonly string[])[];
  /** The size of the compiled template, in characters of its words plus one per other part. */
  size: number;
}
