import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

const language = resolve(__dirname, "../../../src/language");
const locales = join(language, "locales");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The string, template and regex literals of a file (not its comments, not the paths it imports). */
function literalsOf(file: string): string[] {
  const tree = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const imported = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
    if ((ts.isStringLiteralLike(node) || ts.isRegularExpressionLiteral(node) || ts.isTemplateLiteralToken(node)) && !imported) {
      found.push(node.getText());
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(tree, visit);
  return found;
}

// The words of a literal: regex escapes (\b, \s) and group names ((?<after>) are not words.
function wordsOf(literal: string): string[] {
  return (
    literal
      .replace(/\\[A-Za-z]/g, " ")
      .replace(/\(\?<[A-Za-z]\w*>/g, " ")
      .toLowerCase()
      .match(/[a-z]{3,}/g) ?? []
  );
}

// Words the machinery names things with, not words it reads in a sentence: luxon's calendar units,
// the parts of the day it tells apart, the slot types and template rules a template names, what a
// reference asks of the last result (ReferenceAction), a confirmation's answer, a template's parts,
// the groups and options of its patterns, and the flags and Unicode properties of its regular
// expressions.
const IDENTIFIERS = new Set(
  [
    "day days week month year",
    "morning afternoon evening noon small hours",
    "number integer amount currency time date period duration place share_code ordinal text",
    "please ask look_up look what end how",
    "word whole space script han giu",
    "delete show yes",
  ].flatMap((line) => line.split(" ")),
);

// English words the English folder itself says (its number, day, time and currency words).
const ENGLISH = new Set(
  filesUnder(join(locales, "en"))
    .flatMap(literalsOf)
    .flatMap(wordsOf)
    .filter((word) => !IDENTIFIERS.has(word)),
);

/**
 * Shared files that still say words of a language, and why. The number, date, period, range, time,
 * duration, ordinal, template-rule and conversation words and each language's normalisation are all
 * in locales/<code>/; what is left is written to developers, not read in a sentence.
 */
const NOT_YET_MOVED: Readonly<Record<string, string>> = {
  "templates/parse-template.ts": "its errors, written to developers in English as every error of the library is",
};

const shared = filesUnder(language)
  .filter((file) => !file.startsWith(locales))
  .map((file) => relative(language, file));

describe("shared language files say no language's words", () => {
  it.each(shared.filter((file) => NOT_YET_MOVED[file] === undefined))("%s holds no Chinese and no English word", (file) => {
    const literals = literalsOf(join(language, file));
    expect(literals.filter((literal) => /\p{Script=Han}/u.test(literal))).toEqual([]);
    expect(literals.flatMap(wordsOf).filter((word) => ENGLISH.has(word))).toEqual([]);
  });

  it("lists only files that still say words", () => {
    const stillSaying = Object.keys(NOT_YET_MOVED).filter((file) =>
      literalsOf(join(language, file)).some(
        (literal) => /\p{Script=Han}/u.test(literal) || wordsOf(literal).some((word) => ENGLISH.has(word)),
      ),
    );
    expect(stillSaying).toEqual(Object.keys(NOT_YET_MOVED));
  });
});
