import { z } from "zod";
import { normalizeRecordId } from "./normalize-record-id";
import type { RecordNouns } from "./record-family";

/** Which records a delete is about: one id (a number or, for named records, a name), several ids, or all of them. */
export interface RecordSelection {
  id?: string;
  ids?: string[];
  all?: boolean;
}

/**
 * The parameters of a delete tool: `id` for one, `ids` for several, `all: true` for every
 * current record; none of them means the only one there is.
 */
export function recordSelectionParameters(nouns: RecordNouns) {
  return z.object({
    id: z.string().min(1).max(200).optional().describe(`The ${nouns.en}'s number (id) as the list gives it, e.g. "2".`),
    ids: z
      .array(z.string().min(1).max(200))
      .min(1)
      .max(100)
      .optional()
      .describe(`Several ${nouns.enPlural}' numbers, to delete them at once, e.g. ["1", "3"].`),
    all: z.boolean().optional().describe(`true to delete every ${nouns.en} (the user is asked to confirm).`),
  });
}

// 「全部」「所有的」「all」「every one」: the whole list, said where a number was expected.
const saysAll = /^(?:全部(?:的)?|所有(?:的)?|都|全都|每一?[個則條項]|all(?:\s+of\s+them)?|every(?:\s*one|thing)?|everything)$/iu;
// 「1和3」「1、3」「一跟三」「1, 3 and 4」: several numbers in one string.
const listSeparator = /\s*(?:,|、|，|和|跟|與|及|以及|還有|and|&|\+)\s*/iu;

function readIds(values: readonly unknown[]): string[] | undefined {
  const ids = values.map((value) => normalizeRecordId(value));
  if (!ids.every((id): id is string => typeof id === "string" && id.length > 0)) return undefined;
  return [...new Set(ids)];
}

/**
 * Reads a selection as a model or a phrase gives it: `id: "all"` / 「全部」 → `all: true`, `id: [1, 3]`
 * or `id: "1和3"` → `ids`, each id read by {@link normalizeRecordId} (「第二個」 → "2"), one id in
 * `ids` → `id`. Never throws: what it cannot read is left for validation.
 */
export function normalizeRecordSelection(args: Record<string, unknown>): Record<string, unknown> {
  const { id, ids, ...rest } = args;
  if (typeof id === "string" && saysAll.test(id.trim())) return { ...rest, all: true };
  const given = Array.isArray(ids)
    ? ids
    : Array.isArray(id)
      ? id
      : typeof id === "string" && listSeparator.test(id.trim())
        ? id.trim().split(listSeparator)
        : undefined;
  if (given) {
    const read = readIds(given.filter((value) => value !== ""));
    if (!read) return args;
    return read.length === 1 ? { ...rest, id: read[0] } : { ...rest, ids: read };
  }
  return id === undefined ? args : { ...rest, id: normalizeRecordId(id) };
}
