/** Folds ASCII capitals, the only case words are compared in (sentences and template words alike). */
export function foldCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
