import { foldCase } from "../fold-case";
import { normalizeText } from "../normalize-text";
import { BUILT_IN_RULES } from "./built-in-rules";
import { BUILT_IN_SLOT_TYPES } from "./built-in-slot-types";
import type { CompiledNode, CompiledTemplate } from "./compiled-template";
import { parseTemplate } from "./parse-template";
import type { SlotType } from "./slot-type";
import { TemplateError } from "./template-error";
import type { TemplateNode } from "./template-node";
import { templateWords } from "./template-words";

/** Options of {@link compileTemplate}. */
export interface CompileTemplateOptions {
  /** Rules the template may use as `<name>`, beside (and over) {@link BUILT_IN_RULES}. Default: none. */
  rules?: Readonly<Record<string, string>>;
  /** Slot types beside (and over) {@link BUILT_IN_SLOT_TYPES}, e.g. a {@link wordListSlot}. Default: none. */
  slotTypes?: readonly SlotType[];
}

const compiled = new Map<string, CompiledTemplate>();
// A template with rules or slot types of its own, by the phrase (or options) that brought them.
const compiledWith = new WeakMap<object, CompiledTemplate>();
const HAN = /\p{Script=Han}/u;
// Words as sentences are normalised (OpenCC per call is the dearest step of compiling): templates
// share most of their words, so each is converted once.
const normalizedWords = new Map<string, string>();

// A tool's rules are used by each of its templates: each rule is read once.
const parsedRules = new Map<string, TemplateNode>();

function parsedRule(template: string): TemplateNode {
  let node = parsedRules.get(template);
  if (node === undefined) {
    node = parseTemplate(template);
    parsedRules.set(template, node);
  }
  return node;
}

function normalizeWords(core: string): string {
  if (!HAN.test(core)) return core;
  let converted = normalizedWords.get(core);
  if (converted === undefined) {
    converted = normalizeText(core);
    normalizedWords.set(core, converted === "" ? core : converted);
  }
  return converted === "" ? core : converted;
}

/**
 * Reads and compiles a sentence template once (kept for the process: the same template text with
 * the built-in rules and slot types is compiled once, however many tools or registries use it).
 * Throws a {@link TemplateError} for a malformed template, an unknown rule or an unknown slot type.
 * Chinese words are normalised as sentences are (Simplified → Traditional), so a template may be
 * written in either script.
 *
 * @example
 * ```ts
 * const dice = compileTemplate("[<please>]擲{sides:integer}面骰");
 * dice.slots; // ["sides"]
 * ```
 */
export function compileTemplate(template: string, options: CompileTemplateOptions = {}): CompiledTemplate {
  const { rules, slotTypes } = options;
  const plain = rules === undefined && slotTypes === undefined;
  const known = plain ? compiled.get(template) : compiledWith.get(options);
  if (known !== undefined && known.template === template) return known;
  const types = new Map(Object.entries(BUILT_IN_SLOT_TYPES));
  for (const type of slotTypes ?? []) types.set(type.name, type);
  const allRules = { ...BUILT_IN_RULES, ...rules };
  const slots: string[] = [];
  const typed = new Set<SlotType>();
  let size = 0;
  const ruleNodes = new Map<string, CompiledNode>();

  const build = (node: TemplateNode, source: string, using: readonly string[]): CompiledNode => {
    size += 1;
    switch (node.kind) {
      case "words": {
        // A pause written `\ ` at either end stays: normalising would trim it.
        const [, before, core, after] = /^( *)(.*?)( *)$/su.exec(node.text) ?? ["", "", node.text, ""];
        const text = foldCase(`${before}${normalizeWords(core)}${after}`);
        size += text.length - 1;
        return { kind: "words", text };
      }
      case "space":
        return node;
      case "slot": {
        const type = types.get(node.type);
        if (type === undefined)
          throw new TemplateError(`unknown slot type "${node.type}" (known: ${[...types.keys()].join(", ")})`, source, node.position);
        if (!slots.includes(node.name)) slots.push(node.name);
        if (type.find) typed.add(type);
        return { kind: "slot", name: node.name, type };
      }
      case "rule": {
        const ruleTemplate = allRules[node.name];
        if (ruleTemplate === undefined) throw new TemplateError(`unknown rule <${node.name}>`, source, node.position);
        if (using.includes(node.name)) throw new TemplateError(`rule <${node.name}> uses itself`, source, node.position);
        let ruleNode = ruleNodes.get(node.name);
        if (ruleNode === undefined) {
          ruleNode = build(parsedRule(ruleTemplate), ruleTemplate, [...using, node.name]);
          ruleNodes.set(node.name, ruleNode);
        }
        return ruleNode;
      }
      case "sequence":
        return { kind: "sequence", items: node.items.map((item) => build(item, source, using)) };
      case "choice":
        return { kind: "choice", options: node.options.map((option) => build(option, source, using)), optional: node.optional };
    }
  };

  const root = build(parseTemplate(template), template, []);
  const result: CompiledTemplate = { template, root, slots, typed: [...typed], words: templateWords(root), size };
  if (plain) compiled.set(template, result);
  else compiledWith.set(options, result);
  return result;
}
