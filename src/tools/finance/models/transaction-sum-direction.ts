import { z } from "zod";

/**
 * Which amounts a sum adds up: `ALL` (the net of everything), `DEBIT_ONLY` (only the
 * negative amounts: spending) or `CREDIT_ONLY` (only the positive ones: income, refunds).
 */
export const TransactionSumDirection = z.enum(["ALL", "DEBIT_ONLY", "CREDIT_ONLY"]);

/** One of {@link TransactionSumDirection}. */
export type TransactionSumDirection = z.output<typeof TransactionSumDirection>;
