// ESLint for the whole repository: typescript-eslint's recommended rules, plus the few type-aware
// rules that catch real bugs here (a promise nobody awaits, a promise where a callback's result is
// read). Type-aware linting uses the project service (tsconfig.json), so it sees what tsc sees.
// Formatting is Prettier's job (npm run format), not ESLint's.
import eslint from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["dist/**", "coverage/**", "node_modules/**", "testing/**", ".langgraph_api/**", "**/*.cjs", "**/*.js", "**/*.mjs"] },
  eslint.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["tsup.config.ts", "vitest.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // No `any` in src/ (STYLE.md 7): `unknown` and a zod parse at the edges.
      "@typescript-eslint/no-explicit-any": "error",
      // `_name` marks a parameter a signature needs and the body does not.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // A promise left floating loses its error; a voice turn must not fail silently.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false, attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      // Type-only imports stay type-only, so no import runs a module for its types.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
      // A variable a callback reads before the one assignment below it (a server handing requests to itself) stays `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // Chinese text has its own spaces (U+3000); examples in comments show them.
      "no-irregular-whitespace": ["error", { skipComments: true, skipStrings: true, skipTemplates: true }],
    },
  },
);
