import type { FormatContext } from "../../core/base-tool";
import { resolveDate, resolvePeriod } from "../../language/date-words";
import { normalizeText } from "../../language/normalize-text";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const amountWithUnit = /^\s*(?:NT\$|US\$|\$)?\s*([+-]?[\d,]*\d(?:\.\d+)?)\s*(?:元|塊錢?|TWD|NTD)?\s*$/i;
const directionWords: Record<string, string> = {
  all: "ALL",
  net: "ALL",
  both: "ALL",
  全部: "ALL",
  收支: "ALL",
  debit: "DEBIT_ONLY",
  debits: "DEBIT_ONLY",
  debit_only: "DEBIT_ONLY",
  expense: "DEBIT_ONLY",
  expenses: "DEBIT_ONLY",
  spending: "DEBIT_ONLY",
  out: "DEBIT_ONLY",
  支出: "DEBIT_ONLY",
  花費: "DEBIT_ONLY",
  消費: "DEBIT_ONLY",
  credit: "CREDIT_ONLY",
  credits: "CREDIT_ONLY",
  credit_only: "CREDIT_ONLY",
  income: "CREDIT_ONLY",
  in: "CREDIT_ONLY",
  收入: "CREDIT_ONLY",
  進帳: "CREDIT_ONLY",
};

function toDay(value: unknown, context: FormatContext): unknown {
  if (typeof value !== "string" || isoDate.test(value.trim())) return typeof value === "string" ? value.trim() : value;
  return resolveDate(normalizeText(value), context) ?? value;
}

/** A date range from what a model or phrase wrote: 「這個月」, "last month", `{ start: "昨天" }`, or the schema's own form. */
function toDateRange(value: unknown, context: FormatContext): unknown {
  if (typeof value === "string") {
    const period = resolvePeriod(normalizeText(value), context);
    return period ? { start_date: period.start, end_date: period.end } : value;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const range = value as Record<string, unknown>;
  const start = range.start_date ?? range.start ?? range.from;
  const end = range.end_date ?? range.end ?? range.to;
  const normalized: Record<string, unknown> = {};
  if (start !== undefined && start !== null && start !== "") normalized.start_date = toDay(start, context);
  if (end !== undefined && end !== null && end !== "") normalized.end_date = toDay(end, context);
  return normalized;
}

function toAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return amountWithUnit.exec(value)?.[1] ?? value;
}

function toInteger(value: unknown): unknown {
  return typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
}

/**
 * Loose finance arguments to the schemas' form, before validation: `date_range` (or a stray
 * `period`) given as words (「這個月」「上個月」"last month") or with word ends (「昨天」) becomes
 * `{ start_date, end_date }` in the time zone; 「500元」/"NT$1,200" become amounts; "20" limits
 * become numbers; `direction` synonyms (支出, expense, income) become the enum. What it cannot
 * read it leaves for validation to report. Never throws.
 */
export function normalizeFinanceArgs(args: Record<string, unknown>, context: FormatContext): Record<string, unknown> {
  const normalized: Record<string, unknown> = { ...args };
  const loosePeriod = normalized.period ?? normalized.date;
  if (normalized.date_range === undefined && typeof loosePeriod === "string") normalized.date_range = loosePeriod;
  delete normalized.period;
  delete normalized.date;
  if (normalized.date_range === null || normalized.date_range === "") delete normalized.date_range;
  if (normalized.date_range !== undefined) normalized.date_range = toDateRange(normalized.date_range, context);
  for (const key of ["min_amount", "max_amount"]) {
    if (normalized[key] === null || normalized[key] === "") delete normalized[key];
    else if (normalized[key] !== undefined) normalized[key] = toAmount(normalized[key]);
  }
  for (const key of ["limit", "offset"]) {
    if (normalized[key] === null) delete normalized[key];
    else if (normalized[key] !== undefined) normalized[key] = toInteger(normalized[key]);
  }
  for (const key of ["search", "account_id", "category_id"]) {
    if (normalized[key] === null || (typeof normalized[key] === "string" && normalized[key].trim() === "")) delete normalized[key];
  }
  if (typeof normalized.direction === "string") {
    const word = normalized.direction.trim();
    normalized.direction = Object.hasOwn(directionWords, word.toLowerCase()) ? directionWords[word.toLowerCase()] : word.toUpperCase();
  }
  if (normalized.direction === null) delete normalized.direction;
  return normalized;
}
