/**
 * A template that cannot be read, thrown when the template is compiled (by `defineTool`, or
 * {@link compileTemplate}): the message names the template and the character where reading
 * stopped, with a caret under it.
 *
 * @example
 * ```ts
 * compileTemplate("擲{sides:integer面骰");
 * // TemplateError: unclosed slot, a '}' is missing at 1 in "擲{sides:integer面骰"
 * ```
 */
export class TemplateError extends Error {
  /** The template as written. */
  readonly template: string;
  /** Where in it reading stopped (0-based, in UTF-16 code units). */
  readonly position: number;

  constructor(problem: string, template: string, position: number) {
    super(`${problem} at ${position} in "${template}"\n  ${template}\n  ${" ".repeat(position)}^`);
    this.name = "TemplateError";
    this.template = template;
    this.position = position;
  }
}
