import { z } from "zod";
import { BaseTool } from "../../../src/core/base-tool";
import { defineTool } from "../../../src/core/define-tool";
import type { JsonSchema } from "../../../src/core/json-schema";
import { ToolResult } from "../../../src/core/tool-result";

/**
 * The tools the MCP conformance suite's server scenarios call by name, written as any user of
 * this library would write a tool; the suite then checks what serveMcp makes of them.
 */
export function conformanceTools() {
  const simpleText = defineTool({
    name: "test_simple_text",
    description: "Returns a simple text (MCP conformance: tools-call-simple-text).",
    parameters: z.object({}),
    execute: async () => ToolResult.ok({ text: "This is a simple text response for testing." }),
    format: (result) => (result.data as { text: string }).text,
  });
  const errorHandling = defineTool({
    name: "test_error_handling",
    description: "Always throws (MCP conformance: tools-call-error).",
    parameters: z.object({}),
    execute: async () => {
      throw new Error("This tool intentionally returns an error for testing");
    },
  });
  // A JSON-Schema tool (the seed contract's BaseTool), whose 2020-12 keywords must reach the client as written.
  class JsonSchema2020Tool extends BaseTool {
    readonly name = "json_schema_2020_12_tool";
    readonly description = "Tool with JSON Schema 2020-12 features";
    readonly parameters: JsonSchema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      $defs: { address: { type: "object", properties: { street: { type: "string" }, city: { type: "string" } } } },
      properties: { name: { type: "string" }, address: { $ref: "#/$defs/address" } },
      additionalProperties: false,
    };
    async execute(args: Record<string, unknown>) {
      return ToolResult.ok(args);
    }
  }
  return [simpleText, errorHandling, new JsonSchema2020Tool()];
}
