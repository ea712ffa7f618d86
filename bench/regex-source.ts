// Every regular expression the library builds from a string at run time: npx tsx bench/regex-source.ts
// Counts the source of each `new RegExp(…)` made while the library loads, builds the default
// registry and graph and routes every sentence of tests/fixtures/intents once (literals written
// in the code are not counted: they are short and fixed). Issue 30's target: ≤ 300,000 characters
// in all, no pattern over 5,000 (1,552,465 and 30,559 with the regex phrases).
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const built: string[] = [];
const NativeRegExp = RegExp;
globalThis.RegExp = new Proxy(NativeRegExp, {
  construct(target, args: [string | RegExp, string?]) {
    const made = new target(...args);
    built.push(made.source);
    return made;
  },
});

const { createDefaultRegistry, DialogueGraph, loadSettings, routeLocally } = await import("../src/index");
const { readIntentCases } = await import("../scripts/evaluate-intents");
const settings = loadSettings({ env: {}, envFile: false });
const registry = createDefaultRegistry({ settings });
new DialogueGraph({ model: null, settings, registry });
const folder = fileURLToPath(new URL("../tests/fixtures/intents/", import.meta.url));
let sentences = 0;
for (const file of readdirSync(folder).filter((name) => name.endsWith(".jsonl"))) {
  for (const intent of readIntentCases(`${folder}${file}`)) {
    routeLocally(intent.text, { registry, now: new Date(intent.now), timeZone: intent.timeZone });
    sentences += 1;
  }
}
globalThis.RegExp = NativeRegExp;
if (process.argv.includes("--largest"))
  for (const source of [...new Set(built)].sort((left, right) => right.length - left.length).slice(0, 12))
    console.log(source.length, source.slice(0, 90));
const distinct = [...new Set(built)];
const total = distinct.reduce((sum, source) => sum + source.length, 0);
const largest = distinct.reduce((most, source) => Math.max(most, source.length), 0);
console.log(
  `regular expressions built from strings: ${distinct.length} distinct (${built.length} made), ${total} characters of source, largest ${largest} (after ${sentences} sentences routed)`,
);
