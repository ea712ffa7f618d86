import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readDialogueCases, runDialogue } from "../../scripts/evaluate-dialogues";

const folder = join(__dirname, "../fixtures/dialogues");
// The dev sample and the held-out sets written beside the route must pass whole; every set, also
// those written blind (held-out-blind.*), must make no wrong claim.
const mustPass = ["dev-sample.jsonl", "held-out-1.jsonl", "held-out-2.jsonl"];
const everySet = readdirSync(folder).filter((name) => name.endsWith(".jsonl"));

describe.each(mustPass)("the dialogues of %s", (file) => {
  it.each(readDialogueCases(join(folder, file)).map((dialogue) => [dialogue.id, dialogue] as const))("%s passes", async (_id, dialogue) => {
    const outcome = await runDialogue(dialogue);
    expect(outcome.problem).toBeNull();
    expect(outcome.wrongClaims).toEqual([]);
  });
});

describe("the other dialogue sets, also those written blind", () => {
  it("make no wrong claim (a tool with wrong arguments, or one where none was expected)", async () => {
    const wrong: string[] = [];
    for (const file of everySet.filter((name) => !mustPass.includes(name))) {
      for (const dialogue of readDialogueCases(join(folder, file))) wrong.push(...(await runDialogue(dialogue)).wrongClaims.map((claim) => `${file} ${dialogue.id}: ${claim}`));
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
