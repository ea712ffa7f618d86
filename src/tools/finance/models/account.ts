import { z } from "zod";
import { Identifier } from "./identifier";
import { CurrencyCode } from "./money";

/** A bank account, card or wallet that transactions are booked on. */
export const Account = z.object({
  id: Identifier,
  /** Display name, e.g. 「玉山銀行」. */
  name: z.string().min(1).max(100),
  /** The account's currency. */
  currency: CurrencyCode,
});

/** {@link Account} after parsing. */
export type Account = z.output<typeof Account>;
