import { parseNumber } from "../language/number-words";

/**
 * Reads a record id as a user or a model says it: 2, "2", "#2", "2號", "第2個", "第二則", "no. 2" → "2".
 * Anything else is returned unchanged, for validation to report.
 */
export function normalizeRecordId(value: unknown): unknown {
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  if (typeof value !== "string") return value;
  const core = value
    .normalize("NFKC")
    .trim()
    .replace(/^(?:#|no\.?\s*|number\s+|第)/i, "")
    .replace(/(?:號|个|個|則|条|條|項)$/u, "")
    .trim();
  const number = parseNumber(core);
  return number !== null && Number.isInteger(number) && number >= 0 ? String(number) : value.trim();
}
