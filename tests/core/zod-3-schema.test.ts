import { z } from "zod";
import { z as zod3 } from "zod3";
import { z as zod3v4 } from "zod3/v4";
import { BaseTool, DialogueGraph, ToolRegistry, ToolResult, defineTool } from "../../src/index";
import type { JsonSchema } from "../../src/core/json-schema";

// A user whose project has zod 3 ("zod3" is zod 3.25 installed under another name for this test).
const fix = 'was built with zod 3; dialogue-graph needs zod 4: npm install zod@^4, then import { z } from "zod".';

describe("a zod 3 schema", () => {
  it("is refused by defineTool at once, with the fix in the message", () => {
    const define = () =>
      defineTool({
        name: "roll_dice",
        description: "Rolls a die.",
        // @ts-expect-error: a zod 3 schema is not a zod 4 ZodObject, and the types say so too.
        parameters: zod3.object({ sides: zod3.number().int().default(6) }),
        execute: async () => ToolResult.ok({}),
      });
    expect(define).toThrow(TypeError);
    expect(define).toThrow(`The parameters of tool "roll_dice" ${fix}`);
  });

  it("is refused as a tool's output schema", () => {
    expect(() =>
      defineTool({
        name: "roll_dice",
        description: "Rolls a die.",
        parameters: z.object({}),
        // @ts-expect-error: a zod 3 schema is not a zod 4 ZodObject.
        output: zod3.object({ value: zod3.number() }),
        execute: async () => ToolResult.ok({ value: 1 }),
      }),
    ).toThrow(`The output schema of tool "roll_dice" ${fix}`);
  });

  it("is refused by registry.register, for a tool class that holds one", () => {
    class DiceTool extends BaseTool<{ sides: number }> {
      readonly name = "roll_dice";
      readonly description = "Rolls a die.";
      readonly parameters = zod3.object({ sides: zod3.number() }) as unknown as JsonSchema;
      async execute() {
        return ToolResult.ok({});
      }
    }
    expect(() => new ToolRegistry().register(new DiceTool())).toThrow(`The parameters of tool "roll_dice" ${fix}`);
  });

  it("of zod 3.25's zod/v4 is zod 4, and a turn with it answers", async () => {
    const tool = defineTool({
      name: "roll_dice",
      description: "Rolls a die.",
      parameters: zod3v4.object({ sides: zod3v4.number().int().default(6) }) as unknown as z.ZodObject<{
        sides: z.ZodDefault<z.ZodNumber>;
      }>,
      phrases: [{ pattern: /^擲骰子$/, toArgs: () => ({ sides: 6 }) }],
      execute: async ({ sides }) => ToolResult.ok({ value: sides }),
      format: (result) => `擲出 ${String((result.data as { value: number }).value)} 點。`,
    });
    const registry = new ToolRegistry().register(tool);
    expect(registry.toOpenAITools()[0]?.function.parameters).toMatchObject({ type: "object", properties: { sides: { type: "integer" } } });
    const turn = await new DialogueGraph({ model: null, registry }).invoke("擲骰子");
    expect(turn.reply).toBe("擲出 6 點。");
  });
});
