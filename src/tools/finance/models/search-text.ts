import { z } from "zod";

// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * Words to find in transaction descriptions: a case-insensitive substring, at most 100
 * characters, no control characters. Quotes, semicolons and SQL words are ordinary text
 * (「L'OR」 is a coffee brand): every query binds the search as a parameter, so no text is read as SQL.
 */
export const SearchText = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((value) => !controlCharacter.test(value), "search must not contain control characters");
