// Fails when two modules of src/ import each other, directly or through others (type imports
// count: a circle of types is still two files that cannot be read apart). npm run lint runs it.
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = join(root, "src");

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** The src/ files a file imports or re-exports from. */
function importsOf(file: string): string[] {
  const tree = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of tree.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || statement.moduleSpecifier === undefined) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!specifier.startsWith(".")) continue;
    const base = join(dirname(file), specifier);
    const target = [`${base}.ts`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
    if (target !== undefined) found.push(target);
  }
  return found;
}

const graph = new Map(filesUnder(source).map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components: each component of more than one file is a circle.
const order = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const circles: string[][] = [];
function visit(file: string): void {
  order.set(file, order.size);
  low.set(file, order.get(file) ?? 0);
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file) ?? 0, order.get(next) ?? 0));
    }
  }
  if (low.get(file) !== order.get(file)) return;
  const component: string[] = [];
  for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
    onStack.delete(member);
    component.push(member);
    if (member === file) break;
  }
  if (component.length > 1) circles.push(component);
}
for (const file of graph.keys()) if (!order.has(file)) visit(file);

for (const circle of circles) console.error(`import circle: ${circle.map((file) => relative(root, file)).join(" → ")}`);
console.log(`${circles.length} import circles among ${graph.size} files in src/`);
process.exitCode = circles.length === 0 ? 0 : 1;
