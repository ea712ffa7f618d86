import { z } from "zod";
import { Identifier } from "./identifier";

/** A spending or income category, e.g. 「咖啡」 under 「餐飲」. */
export const Category = z.object({
  id: Identifier,
  name: z.string().min(1).max(100),
  /** The parent category, or null for a top-level one. Default: null. */
  parent_id: Identifier.nullable().default(null),
});

/** {@link Category} after parsing. */
export type Category = z.output<typeof Category>;
