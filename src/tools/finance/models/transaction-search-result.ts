import { z } from "zod";
import { Transaction } from "./transaction";

/**
 * One page of a search, always this shape, also when nothing matched (`items: []`,
 * `total: 0`). `total` counts every match, not just this page.
 */
export const TransactionSearchResult = z.object({
  items: z.array(Transaction),
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
});

/** {@link TransactionSearchResult} after parsing. */
export type TransactionSearchResult = z.output<typeof TransactionSearchResult>;
