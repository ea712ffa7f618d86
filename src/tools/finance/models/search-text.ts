import { z } from "zod";

// Parameterised queries already make any text harmless; refusing what reads as SQL
// (statement breaks, comments, quote-then-keyword) is a second wall, and tells a confused
// model at once that it sent a query where a word was expected.
const sqlFragment = /;|--|\/\*|\*\/|['"`]\s*(?:or|and|union|select|drop|insert|update|delete)\b|\b(?:union\s+(?:all\s+)?select|drop\s+table|insert\s+into|delete\s+from|select\s+.+\s+from)\b/i;
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * Words to find in transaction descriptions: a case-insensitive substring, at most 100
 * characters, no control characters and nothing that reads as SQL.
 */
export const SearchText = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((value) => !controlCharacter.test(value), "search must not contain control characters")
  .refine((value) => !sqlFragment.test(value), "search must be words from a description, not a query");
