import { join } from "node:path";
import { readDialogueCases, runDialogue } from "../../scripts/evaluate-dialogues";
import { dialogueFolder, mustPass } from "./dialogue-sets";

// The sets that must pass whole (the other sets: eval-dialogues-no-wrong-claims.test.ts).
describe.each(mustPass)("the dialogues of %s", (file) => {
  it.each(readDialogueCases(join(dialogueFolder, file)).map((dialogue) => [dialogue.id, dialogue] as const))(
    "%s passes",
    async (_id, dialogue) => {
      const outcome = await runDialogue(dialogue);
      expect(outcome.problem).toBeNull();
      expect(outcome.wrongClaims).toEqual([]);
    },
  );
});
