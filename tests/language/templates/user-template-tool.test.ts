import { z } from "zod";
import { DialogueGraph, TemplateError, ToolRegistry, ToolResult, defineTool } from "../../../src/index";

const now = () => new Date("2026-03-10T01:00:00Z");

function diceTool(phrases: readonly string[]) {
  return defineTool({
    name: "roll_dice",
    description: "Rolls a die with the given number of sides.",
    parameters: z.object({ sides: z.number().int().min(2).max(1000).default(6) }),
    phrases,
    execute: async ({ sides }) => ToolResult.ok({ sides, value: sides }),
    format: (result) => (result.success ? `擲出 ${(result.data as { value: number }).value} 點。` : result.error!.message),
  });
}

describe("a user's tool with template phrases", () => {
  it("answers 「幫我擲二十面骰」 with no model, the slot filling the argument of its name", async () => {
    const registry = new ToolRegistry([diceTool(["[幫我]擲{sides:integer}面骰", "roll a {sides:integer}[-| ]sided die"])]);
    const graph = new DialogueGraph({ model: null, registry, now });

    const turn = await graph.invoke("幫我擲二十面骰", { threadId: "t1" });

    expect(turn).toMatchObject({ reply: "擲出 20 點。", route: "local", modelCalls: [] });
    expect(turn.toolCalls[0]).toMatchObject({ name: "roll_dice", args: { sides: 20 }, source: "local" });
    const english = await graph.invoke("roll a 12-sided die", { threadId: "t2" });
    expect(english.toolCalls[0]).toMatchObject({ name: "roll_dice", args: { sides: 12 } });
  });

  it("leaves a sentence its templates do not say to the model", async () => {
    const registry = new ToolRegistry([diceTool(["[幫我]擲{sides:integer}面骰"])]);
    const graph = new DialogueGraph({ model: null, registry, now });

    const turn = await graph.invoke("骰子是誰發明的", { threadId: "t1" });

    expect(turn.route).toBe("offline");
    expect(turn.toolCalls).toEqual([]);
  });

  it("throws when the tool is defined with a malformed template", () => {
    expect(() => diceTool(["[幫我擲{sides:integer}面骰"])).toThrow(TemplateError);
    expect(() => diceTool(["[幫我擲{sides:integer}面骰"])).toThrow(
      /unclosed group, this '\[' has no '\]' at 0 in "\[幫我擲\{sides:integer\}面骰"/u,
    );
  });

  it("keeps a regex phrase working beside a template phrase with toArgs", async () => {
    const coin = defineTool({
      name: "flip_coin",
      description: "Flips coins.",
      parameters: z.object({ count: z.number().int().min(1) }),
      phrases: [
        { pattern: /^擲硬幣$/u, toArgs: () => ({ count: 1 }) },
        { template: "擲{n:integer}[個|枚]硬幣", toArgs: ({ n }) => ({ count: n }) },
      ],
      execute: async ({ count }) => ToolResult.ok({ count }),
      format: (result) => `擲了 ${(result.data as { count: number }).count} 枚。`,
    });
    const graph = new DialogueGraph({ model: null, registry: new ToolRegistry([coin]), now });

    expect((await graph.invoke("擲硬幣", { threadId: "a" })).reply).toBe("擲了 1 枚。");
    const three = await graph.invoke("擲三枚硬幣", { threadId: "b" });
    expect(three.reply).toBe("擲了 3 枚。");
    expect(three.toolCalls[0]).toMatchObject({ name: "flip_coin", args: { count: 3 } });
  });
});
