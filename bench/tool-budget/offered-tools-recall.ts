import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { detectLocale } from "../../src/core/detect-locale";
import type { ToolRegistry } from "../../src/core/tool-registry";
import { chooseOfferedTools } from "../../src/graph/tool-budget/choose-offered-tools";
import { toolWordIndexOf } from "../../src/graph/tool-budget/tool-word-index-of";
import { readDialogueCases } from "../../scripts/evaluate-dialogues";
import { readIntentCases } from "../../scripts/evaluate-intents";

/** One sentence that names a tool, with the tools the thread had used or been asked about. */
interface NamedSentence {
  text: string;
  tools: string[];
  recent: string[];
}

/** How one eval set fared: sentences naming a tool, those whose tools were all offered, those narrowed. */
export interface SetRecall {
  set: string;
  named: number;
  offered: number;
  narrowed: number;
  /** Tools offered per narrowed sentence. */
  sizes: number[];
  misses: string[];
}

const FIXTURES = fileURLToPath(new URL("../../tests/fixtures/", import.meta.url));

function sentencesOf(folder: "intents" | "dialogues", file: string): NamedSentence[] {
  const path = `${FIXTURES}${folder}/${file}`;
  if (folder === "intents")
    return readIntentCases(path).flatMap((line) => (line.tool === null ? [] : [{ text: line.text, tools: [line.tool], recent: [] }]));
  return readDialogueCases(path).flatMap((dialogue) => {
    const history: string[][] = [];
    let asked = false;
    return dialogue.turns.flatMap((turn) => {
      const tools = [turn.expect.tool, ...(turn.expect.calls ?? []).map((call) => call.tool)].filter(
        (tool): tool is string => typeof tool === "string",
      );
      // What the graph knows of the thread: the tools of its last turns (calls in the history, its
      // last call) and, after a question, the tool the question was about.
      const recent = [...history.slice(-2).flat(), ...(asked ? tools : [])];
      asked = turn.expect.asks !== undefined;
      history.push(tools);
      return tools.length === 0 ? [] : [{ text: turn.text, tools, recent }];
    });
  });
}

/** For every eval set, the share of sentences naming a tool whose tools the budget offers. */
export function offeredToolsRecall(registry: ToolRegistry, budget: number): SetRecall[] {
  const index = toolWordIndexOf(registry);
  return (["intents", "dialogues"] as const).flatMap((folder) =>
    readdirSync(`${FIXTURES}${folder}`)
      .filter((file) => file.endsWith(".jsonl"))
      .sort()
      .map((file) => {
        const recall: SetRecall = { set: `${folder}/${file}`, named: 0, offered: 0, narrowed: 0, sizes: [], misses: [] };
        for (const sentence of sentencesOf(folder, file)) {
          const locale = detectLocale(sentence.text, "zh-TW");
          const offered = chooseOfferedTools(index, { text: sentence.text, locale, recent: sentence.recent, budget });
          recall.named += 1;
          if (offered.narrowed) {
            recall.narrowed += 1;
            recall.sizes.push(offered.names.length);
          }
          if (sentence.tools.every((tool) => offered.names.includes(tool))) recall.offered += 1;
          else recall.misses.push(`${sentence.text} → wanted ${sentence.tools.join(", ")}; offered ${offered.names.join(", ")}`);
        }
        return recall;
      })
      .filter((recall) => recall.named > 0),
  );
}
