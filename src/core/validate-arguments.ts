import { z } from "zod";
import type { JsonSchema } from "./json-schema";

/** The outcome of checking arguments: the parsed arguments, or a message the model can act on. */
export type ArgumentCheck<Args> = { success: true; args: Args } | { success: false; message: string };

/** Turns zod issues into one line per problem: `from_currency: expected string`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ");
}

/** Checks arguments against a zod schema. */
export function checkWithSchema<Schema extends z.ZodType>(schema: Schema, args: unknown): ArgumentCheck<z.output<Schema>> {
  const parsed = schema.safeParse(args);
  return parsed.success ? { success: true, args: parsed.data } : { success: false, message: describeIssues(parsed.error) };
}

const schemaCache = new WeakMap<JsonSchema, z.ZodType>();

/** Checks arguments against a JSON Schema (converted to zod once per schema object). */
export function validateArguments<Args>(parameters: JsonSchema, args: unknown): ArgumentCheck<Args> {
  let schema = schemaCache.get(parameters);
  if (schema === undefined) {
    schema = z.fromJSONSchema(parameters as Parameters<typeof z.fromJSONSchema>[0]);
    schemaCache.set(parameters, schema);
  }
  return checkWithSchema(schema, args) as ArgumentCheck<Args>;
}
