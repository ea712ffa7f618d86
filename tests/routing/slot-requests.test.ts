import { z } from "zod";
import type { SlotQuestion } from "../../src/core/tool-dialogue";
import { DialogueGraph, TemplateError, ToolRegistry, ToolResult, defineTool } from "../../src/index";

const now = () => new Date("2026-03-10T01:00:00Z");

/** A user's dice tool whose `sides` is asked for when a request lacks it. */
function diceTool(requests: SlotQuestion["requests"]) {
  return defineTool({
    name: "roll_dice",
    description: "Rolls dice with the given number of sides.",
    parameters: z.object({ sides: z.number().int().min(2).max(1000), count: z.number().int().min(1).default(1) }),
    phrases: ["[幫我]擲{count:integer}顆{sides:integer}面骰", "[幫我]擲{sides:integer}面骰"],
    dialogue: {
      slots: [
        {
          slot: "sides",
          requests,
          question: { zh: "要擲幾面的骰子？", en: "How many sides?" },
          answer: ({ text }, known) => {
            const sides = /^(\d+)\s*面$/u.exec(text)?.[1];
            return sides === undefined ? null : { ...known, sides: Number(sides) };
          },
        },
      ],
    },
    execute: async ({ sides, count }) => ToolResult.ok({ sides, count }),
    format: (result) => {
      const { sides, count } = result.data as { sides: number; count: number };
      return `擲了 ${count} 顆 ${sides} 面骰。`;
    },
  });
}

describe("a user's slot requests written as sentence templates", () => {
  it("asks 「幫我擲骰子」 how many sides, and the answer rolls the die", async () => {
    const graph = new DialogueGraph({ model: null, registry: new ToolRegistry([diceTool(["[幫我|請]擲[個]骰子"])]), now });

    const asked = await graph.invoke("幫我擲骰子", { threadId: "t1" });
    expect(asked).toMatchObject({ reply: "要擲幾面的骰子？", route: "local", toolCalls: [], modelCalls: [] });

    const rolled = await graph.invoke("20面", { threadId: "t1" });
    expect(rolled).toMatchObject({ reply: "擲了 1 顆 20 面骰。", route: "local" });
    expect(rolled.toolCalls[0]).toMatchObject({ name: "roll_dice", args: { sides: 20, count: 1 } });
  });

  it("keeps what the request did say, from the template's slot or its toArgs", async () => {
    const graph = new DialogueGraph({
      model: null,
      registry: new ToolRegistry([diceTool([{ template: "[幫我]擲{n:integer}顆骰子", toArgs: ({ n }) => ({ count: n }) }])]),
      now,
    });

    expect(await graph.invoke("幫我擲三顆骰子", { threadId: "t1" })).toMatchObject({ reply: "要擲幾面的骰子？" });
    const rolled = await graph.invoke("6面", { threadId: "t1" });
    expect(rolled.toolCalls[0]).toMatchObject({ name: "roll_dice", args: { sides: 6, count: 3 } });
  });

  it("asks nothing of a sentence its templates do not say", async () => {
    const graph = new DialogueGraph({ model: null, registry: new ToolRegistry([diceTool(["[幫我]擲骰子"])]), now });

    const turn = await graph.invoke("骰子是誰發明的", { threadId: "t1" });

    expect(turn.route).toBe("offline");
    expect(turn.reply).not.toBe("要擲幾面的骰子？");
  });

  it("throws when the tool is defined with a malformed slot request template", () => {
    expect(() => diceTool(["[幫我擲骰子"])).toThrow(TemplateError);
  });
});
