import type { LocalPhrase } from "../../core/local-phrase";
import { compileTemplate } from "./compile-template";

/**
 * A tool's phrases as the route reads them: a string is a template (`"[幫我]擲{sides:integer}面骰"`
 * → `{ template }`); each template is compiled now, so that a malformed one throws its
 * `TemplateError` when the tool is defined, not on some later sentence.
 */
export function readPhrases(phrases: readonly (LocalPhrase | string)[]): LocalPhrase[] {
  return phrases.map((phrase) => {
    const read = typeof phrase === "string" ? { template: phrase } : phrase;
    if (read.template !== undefined) compileTemplate(read.template, read);
    return read;
  });
}
