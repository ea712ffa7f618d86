import { TemplateError } from "./template-error";
import type { TemplateNode } from "./template-node";

const NAME = /^[A-Za-z_][\w-]*$/u;
const SPECIAL = new Set(["(", ")", "[", "]", "{", "}", "<", ">", "|"]);
const CLOSING: Record<string, string> = { "(": ")", "[": "]" };

/**
 * Reads a sentence template into its parts, or throws a {@link TemplateError} naming where it
 * stopped. The syntax (after Home Assistant's hassil):
 *
 * - `(a|b)` one of the alternatives; `[a]` or `[a|b]` optional;
 * - `{name:type}` a slot of a slot type (`{sides:integer}`, `{place:place}`); `{place}` is
 *   `{place:place}`; a slot named with a leading `_` is matched but not returned;
 * - `<name>` a rule of the language (`<please>`);
 * - white space matches a run of spaces, or none; `\` before a special character takes it as written
 *   (`\ ` is a space the sentence must have: a pause).
 *
 * @example
 * ```ts
 * parseTemplate("[幫我|請]擲{sides:integer}面骰");
 * ```
 */
export function parseTemplate(template: string): TemplateNode {
  if (template.trim() === "") throw new TemplateError("empty template", template, 0);
  const reader = { template, position: 0 };
  const node = readChoice(reader, undefined);
  if (reader.position < template.length) throw new TemplateError(`unexpected '${template[reader.position]}'`, template, reader.position);
  return node;
}

interface Reader {
  template: string;
  position: number;
}

/** Alternatives up to `closing` (or the end), each a sequence. */
function readChoice(reader: Reader, closing: string | undefined, openedAt = 0): TemplateNode {
  const options: TemplateNode[] = [];
  for (;;) {
    const start = reader.position;
    const sequence = readSequence(reader);
    if (sequence.items.length === 0) {
      const problem =
        closing === "]" ? "empty alternative (an optional part needs words)" : "empty alternative (write [a] for an optional part)";
      throw new TemplateError(problem, reader.template, start);
    }
    options.push(sequence.items.length === 1 ? sequence.items[0] : sequence);
    const next = reader.template[reader.position];
    if (next !== "|") break;
    reader.position += 1;
  }
  const next = reader.template[reader.position];
  if (closing === undefined ? next !== undefined && next !== "|" : next !== closing) {
    if (next === undefined)
      throw new TemplateError(`unclosed group, this '${reader.template[openedAt]}' has no '${closing}'`, reader.template, openedAt);
    if (closing !== undefined)
      throw new TemplateError(`'${next}' closes nothing here (a '${closing}' is expected)`, reader.template, reader.position);
  }
  return options.length === 1 && closing === undefined ? options[0] : { kind: "choice", options, optional: closing === "]" };
}

/** Parts up to a `|`, a closing bracket or the end. */
function readSequence(reader: Reader): { kind: "sequence"; items: TemplateNode[] } {
  const items: TemplateNode[] = [];
  const { template } = reader;
  while (reader.position < template.length) {
    const character = template[reader.position];
    if (character === "|" || character === ")" || character === "]") break;
    const start = reader.position;
    if (character === "(" || character === "[") {
      reader.position += 1;
      const choice = readChoice(reader, CLOSING[character], start);
      reader.position += 1;
      items.push(choice.kind === "choice" ? choice : { kind: "choice", options: [choice], optional: character === "[" });
    } else if (character === "{") items.push(readSlot(reader));
    else if (character === "<") items.push(readRule(reader));
    else if (character === "}" || character === ">") throw new TemplateError(`'${character}' closes nothing`, template, start);
    else if (/\s/u.test(character)) {
      while (reader.position < template.length && /\s/u.test(template[reader.position])) reader.position += 1;
      if (items.at(-1)?.kind !== "space") items.push({ kind: "space" });
    } else items.push({ kind: "words", text: readWords(reader) });
  }
  return { kind: "sequence", items };
}

function readWords(reader: Reader): string {
  const { template } = reader;
  let text = "";
  while (reader.position < template.length) {
    const character = template[reader.position];
    if (SPECIAL.has(character) || /\s/u.test(character)) break;
    if (character === "\\") {
      const escaped = template[reader.position + 1];
      if (escaped === undefined) throw new TemplateError("'\\' at the end escapes nothing", template, reader.position);
      text += escaped;
      reader.position += 2;
      continue;
    }
    text += character;
    reader.position += 1;
  }
  return text;
}

function readSlot(reader: Reader): TemplateNode {
  const { template } = reader;
  const start = reader.position;
  const end = template.indexOf("}", start);
  const inner = end < 0 ? "" : template.slice(start + 1, end);
  if (end < 0 || /[{([<|]/u.test(inner)) throw new TemplateError("unclosed slot, a '}' is missing", template, start);
  const [name, type = name, extra] = inner.split(":").map((part) => part.trim());
  if (extra !== undefined || !NAME.test(name) || !NAME.test(type)) {
    throw new TemplateError(`a slot is {name:type}, with names of letters, digits, '_' or '-' (not "{${inner}}")`, template, start);
  }
  reader.position = end + 1;
  return { kind: "slot", name, type, position: start };
}

function readRule(reader: Reader): TemplateNode {
  const { template } = reader;
  const start = reader.position;
  const end = template.indexOf(">", start);
  const name = end < 0 ? "" : template.slice(start + 1, end).trim();
  if (end < 0) throw new TemplateError("unclosed rule, a '>' is missing", template, start);
  if (!NAME.test(name)) throw new TemplateError(`a rule is <name>, of letters, digits, '_' or '-' (not "<${name}>")`, template, start);
  reader.position = end + 1;
  return { kind: "rule", name, position: start };
}
