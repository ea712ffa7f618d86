/**
 * A new tool in one file: define it with zod, register it, and talk to it.
 *
 *   npx tsx examples/custom-tool.ts "擲一顆二十面骰"
 *
 * With no model configured, the local phrase below still answers 「擲骰子」 and 「擲一顆20面骰」.
 */
import { z } from "zod";
import { DialogueGraph, ToolResult, createDefaultRegistry, defineTool } from "../src/index";

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
      pattern: /^(?:幫我)?擲(?:一顆)?(?<sides>\d+)?(?:面)?骰(?:子)?$/,
      toArgs: (match) => ({ sides: match.groups?.sides ? Number(match.groups.sides) : 6 }),
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
    return locale === "en" ? `Rolled ${values.join(", ")} on d${sides} (total ${total}).` : `${sides} 面骰擲出 ${values.join("、")}，總共 ${total} 點。`;
  },
});

const registry = createDefaultRegistry().register(rollDice);
const assistant = new DialogueGraph({ registry });

const question = process.argv.slice(2).join(" ") || "擲一顆20面骰";
assistant.invoke(question, { threadId: "dice" }).then((turn) => {
  console.log(turn.reply);
  console.log(turn.toolCalls.map((call) => `${call.name} ${JSON.stringify(call.args)}`).join("\n"));
});
