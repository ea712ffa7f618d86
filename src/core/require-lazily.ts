import { createRequire } from "node:module";

/**
 * `require` for a self-contained dependency loaded on first use rather than with the package
 * (undici, for the first web request through a proxy), so a process that never
 * needs it does not pay for loading it. Both builds load the dependency's CommonJS entry — so only for a dependency
 * that shares no classes with the rest (not LangChain's: an ES module process would hold two copies
 * of @langchain/core). The ES module build requires from its URL; the CommonJS build has no
 * `import.meta` (esbuild leaves it empty) and requires from its own `__filename`. The URL comes
 * first: a `__filename` an ES module sees is a global someone else set (`node -e` sets "[eval]").
 */
export const requireLazily = createRequire((import.meta as Partial<ImportMeta>).url ?? __filename);
