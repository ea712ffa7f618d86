import { join } from "node:path";
import { readDialogueCases, runDialogue } from "../../scripts/evaluate-dialogues";
import { dialogueFolder, otherSets } from "./dialogue-sets";

// Every other set in the folder, the blind ones too, may miss but must not claim wrongly. One test
// a dialogue: a set of forty dialogues in one test outlasts a timeout on a busy machine.
describe.each(otherSets)("the dialogues of %s, which may miss but not claim wrongly", (file) => {
  it.each(readDialogueCases(join(dialogueFolder, file)).map((dialogue) => [dialogue.id, dialogue] as const))(
    "%s makes no wrong claim (a tool with wrong arguments, or one where none was expected)",
    async (_id, dialogue) => {
      expect((await runDialogue(dialogue)).wrongClaims).toEqual([]);
    },
  );
});
