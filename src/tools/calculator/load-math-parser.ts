import { createRequire } from "node:module";
import type { create, MathJsInstance, MathNode, parseDependencies } from "mathjs/number";

type MathJsNumber = { create: typeof create; parseDependencies: typeof parseDependencies };

// mathjs takes most of a second to load (its whole factory graph), longer than everything else
// a local turn needs; only an expression to compute pays for it, on first use. A CommonJS build
// (and jest) has `__filename`; the ESM build has its URL. Both load mathjs's CommonJS entry.
const load = createRequire(typeof __filename === "string" ? __filename : import.meta.url);

let parser: Pick<MathJsInstance, "parse"> | undefined;

/**
 * Parses an expression with a mathjs instance that can only parse: it has no evaluate, import,
 * createUnit or any other function, so the text is never executed by mathjs. Throws mathjs's
 * SyntaxError for text it cannot read.
 */
export function parseMath(expression: string): MathNode {
  if (parser === undefined) {
    const { create, parseDependencies } = load("mathjs/number") as MathJsNumber;
    parser = create({ parseDependencies });
  }
  return parser.parse(expression);
}
