import type { create, MathJsInstance, MathNode, parseDependencies } from "mathjs/number";
import { requireLazily } from "../../core/require-lazily";

type MathJsNumber = { create: typeof create; parseDependencies: typeof parseDependencies };

let parser: Pick<MathJsInstance, "parse"> | undefined;

/**
 * Parses an expression with a mathjs instance that can only parse: it has no evaluate, import,
 * createUnit or any other function, so the text is never executed by mathjs. Throws mathjs's
 * SyntaxError for text it cannot read. mathjs takes most of a second to load (its whole factory
 * graph), longer than everything else a local turn needs: only an expression to compute pays for
 * it, on its first use.
 */
export function parseMath(expression: string): MathNode {
  if (parser === undefined) {
    const { create, parseDependencies } = requireLazily("mathjs/number") as MathJsNumber;
    parser = create({ parseDependencies });
  }
  return parser.parse(expression);
}
