/**
 * A new tool in one file: define it with zod, register it, and talk to it.
 *
 *   npx tsx examples/custom-tool.ts "擲一顆二十面骰"
 *
 * Copy it into your project as it is (`npm install dialogue-graph zod tsx`); in this repository the
 * name "dialogue-graph" is the source (tsconfig.json `paths`), so it runs with no build.
 *
 * With no model configured, the local phrase below still answers 「擲骰子」「擲一顆二十面骰」
 * 「擲兩顆骰子」「丟3顆20面骰子」; anything else about dice goes to the model.
 */
import { z } from "zod";
import { DialogueGraph, NUMBER_PATTERN, ToolResult, createDefaultRegistry, defineTool, parseNumber } from "dialogue-graph";

// The library's number words: 20, 二十, 兩, twenty.
const dicePhrase = new RegExp(
  `^(?:幫我)?(?:擲|丟|投)(?:(?<count>${NUMBER_PATTERN})(?:顆|個))?(?:(?<sides>${NUMBER_PATTERN})面)?骰(?:子)?$`,
);

const rollDice = defineTool({
  name: "roll_dice",
  description: "Rolls dice. Use when the user asks to roll a die or dice (擲骰子).",
  parameters: z.object({
    sides: z.number().int().min(2).max(1000).default(6).describe("Sides per die"),
    count: z.number().int().min(1).max(10).default(1).describe("How many dice"),
  }),
  // The local route: a request it recognises without any model. Precise, anchored patterns.
  phrases: [
    {
      pattern: dicePhrase,
      toArgs: (match) => {
        const count = match.groups?.count ? parseNumber(match.groups.count) : 1;
        const sides = match.groups?.sides ? parseNumber(match.groups.sides) : 6;
        // Not surely a number: decline, and the model takes the turn.
        return count === null || sides === null ? null : { count, sides };
      },
    },
  ],
  execute: async ({ sides, count }) => {
    if (sides === 13) return ToolResult.fail({ code: "invalid_amount", message: "十三面骰不吉利，換一種吧。" });
    const values = Array.from({ length: count }, () => 1 + Math.floor(Math.random() * sides));
    return ToolResult.ok({ sides, values, total: values.reduce((sum, value) => sum + value, 0) });
  },
  // What the model reads, and what the user hears when no model phrases the reply.
  format: (result, { locale }) => {
    if (!result.success) return result.error!.message;
    const { sides, values, total } = result.data!;
    return locale === "en"
      ? `Rolled ${values.join(", ")} on d${sides} (total ${total}).`
      : `${sides} 面骰擲出 ${values.join("、")}，總共 ${total} 點。`;
  },
});

const registry = createDefaultRegistry().register(rollDice);
const assistant = new DialogueGraph({ registry });

const question = process.argv.slice(2).join(" ") || "擲一顆二十面骰";
void assistant.invoke(question, { threadId: "dice" }).then((turn) => {
  console.log(turn.reply);
  console.log(turn.toolCalls.map((call) => `${call.name} ${JSON.stringify(call.args)}`).join("\n"));
});
