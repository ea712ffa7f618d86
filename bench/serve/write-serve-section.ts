import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const START = "<!-- serve-bench:start -->";
const END = "<!-- serve-bench:end -->";

/**
 * Keeps the serve bench's section in bench/RESULTS.md (between its markers, replaced each run,
 * added at the end the first time) and in bench/results/serve.md, from which `npm run bench`
 * carries it over when it rewrites RESULTS.md.
 */
export function writeServeSection(markdown: string): void {
  const section = `${START}\n${markdown.trim()}\n${END}`;
  writeFileSync(fileURLToPath(new URL("../results/serve.md", import.meta.url)), `${section}\n`);
  const resultsPath = fileURLToPath(new URL("../RESULTS.md", import.meta.url));
  const results = existsSync(resultsPath) ? readFileSync(resultsPath, "utf8") : "";
  const [before, rest] = results.includes(START)
    ? [results.slice(0, results.indexOf(START)), results.slice(results.indexOf(END) + END.length)]
    : [`${results.trimEnd()}\n\n`, "\n"];
  writeFileSync(resultsPath, `${before}${section}${rest}`);
}
