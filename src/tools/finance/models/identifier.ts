import { z } from "zod";

/**
 * An account, category or transaction id: letters (any script), digits and `_ . : -`, at most
 * 64 characters. No spaces, quotes or semicolons, so an SQL fragment is refused before any query.
 */
// A refinement rather than a `pattern`: the rule stays out of the JSON Schema, whose \p{L}
// some OpenAI-compatible servers (grammar-constrained local models) cannot compile.
export const Identifier = z
  .string()
  .max(64)
  .refine((value) => /^[\p{L}\p{N}][\p{L}\p{N}_.:-]*$/u.test(value), "expected an id of letters, digits and _ . : - (at most 64)");
