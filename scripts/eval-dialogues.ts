// Runs dialogues with no model and scores them: npm run eval:dialogues [path]
// Default path: tests/fixtures/dialogues/dev-sample.jsonl, the repository's copy of the dev sample.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readDialogueCases, runDialogue } from "./evaluate-dialogues";

const path = resolve(process.argv[2] ?? fileURLToPath(new URL("../tests/fixtures/dialogues/dev-sample.jsonl", import.meta.url)));
const dialogues = readDialogueCases(path);
let passed = 0;
const wrongClaims: string[] = [];
for (const dialogue of dialogues) {
  const outcome = await runDialogue(dialogue);
  if (outcome.problem === null) passed += 1;
  else console.log(`FAIL  ${dialogue.id}\n      ${outcome.problem}`);
  wrongClaims.push(...outcome.wrongClaims.map((claim) => `${dialogue.id}: ${claim}`));
}
console.log(`\n${dialogues.length} dialogues from ${path}`);
console.log(`passed ${passed}/${dialogues.length}`);
console.log(`wrong claims ${wrongClaims.length}${wrongClaims.map((claim) => `\n  ${claim}`).join("")}`);
