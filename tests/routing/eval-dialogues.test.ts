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

// One test a dialogue, as above: a set of forty dialogues in one test outlasts a timeout on a busy machine.
describe.each(everySet.filter((name) => !mustPass.includes(name)))("the dialogues of %s, which may miss but not claim wrongly", (file) => {
  it.each(readDialogueCases(join(folder, file)).map((dialogue) => [dialogue.id, dialogue] as const))(
    "%s makes no wrong claim (a tool with wrong arguments, or one where none was expected)",
    async (_id, dialogue) => {
      expect((await runDialogue(dialogue)).wrongClaims).toEqual([]);
    },
  );
});
