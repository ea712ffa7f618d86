import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** The packages a README's ```ts blocks import besides dialogue-graph, as `npm install` names them. */
export function readmeImports(readme: string): string[] {
  const names = new Set<string>();
  for (const block of readme.matchAll(/```ts\n([\s\S]*?)```/g)) {
    for (const [, specifier = ""] of (block[1] ?? "").matchAll(/from "([^"]+)"/g)) {
      if (specifier.startsWith(".") || specifier.startsWith("dialogue-graph")) continue;
      const parts = specifier.split("/");
      names.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier));
    }
  }
  return [...names];
}

/**
 * Writes each ```ts block of a README into a project as its own module and returns the file
 * names. A block right after an HTML comment `<!-- file: name.ts -->` gets that name, so a later
 * snippet can import an earlier one (`./roll-dice.js`); the others are snippet-1.ts, snippet-2.ts, …
 */
export function writeReadmeSnippets(readme: string, project: string): string[] {
  const files: string[] = [];
  for (const match of readme.matchAll(/(?:<!-- file: ([\w.-]+\.ts) -->\s*\n)?```ts\n([\s\S]*?)```/g)) {
    const name = match[1] ?? `snippet-${files.length + 1}.ts`;
    // `export {}` makes a block without imports a module too, as it would be in a real project.
    writeFileSync(join(project, name), `${match[2]}\nexport {};\n`);
    files.push(name);
  }
  return files;
}
