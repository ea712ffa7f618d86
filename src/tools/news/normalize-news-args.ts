import { parseNumber } from "../../language/number-words";
import { readNewsCategory } from "./news-category";

const isBlank = (value: unknown) => value === null || value === undefined || value === "";

/**
 * Loose `get_news` arguments to the schema's form: a category word in either Chinese script or
 * English (科技新闻, Technology, 熱搜) becomes a category, a count in words or digits ("五", "3")
 * becomes a number, and null or empty values are left out. What it cannot read stays as it was,
 * for validation to report.
 */
export function normalizeNewsArgs(args: Record<string, unknown>): Record<string, unknown> {
  const { category, limit, ...rest } = args;
  const normalized: Record<string, unknown> = { ...rest };
  if (!isBlank(category)) normalized.category = typeof category === "string" ? (readNewsCategory(category) ?? category) : category;
  if (!isBlank(limit)) normalized.limit = typeof limit === "string" ? (parseNumber(limit.trim()) ?? limit) : limit;
  return normalized;
}
