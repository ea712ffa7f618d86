/**
 * Throws when `schema` is a zod 3 schema, with a message that names the fix. dialogue-graph reads
 * schemas with zod 4 (`z.toJSONSchema`, which fails deep inside on a zod 3 schema at the first
 * turn); a zod 3 schema is told apart by its shape: zod 3's objects carry `_def` and no `_zod`,
 * zod 4's (also those of `zod/v4` in zod 3.25+) carry `_zod`. Anything else passes unchecked.
 *
 * @example
 * ```ts
 * refuseZod3Schema(parameters, 'The parameters of tool "roll_dice"'); // throws for a zod 3 z.object(…)
 * ```
 */
export function refuseZod3Schema(schema: unknown, what: string): void {
  if (typeof schema !== "object" || schema === null || "_zod" in schema || !("_def" in schema)) return;
  throw new TypeError(`${what} was built with zod 3; dialogue-graph needs zod 4: npm install zod@^4, then import { z } from "zod".`);
}
