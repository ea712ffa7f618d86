import { z } from "zod";

/**
 * An account, category or transaction id: letters (any script), digits and `_ . : -`, at most
 * 64 characters. No spaces, quotes or semicolons, so an SQL fragment is refused before any query.
 */
export const Identifier = z
  .string()
  .max(64)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}_.:-]*$/u, "expected an id of letters, digits and _ . : - (at most 64)");
