import { createRequire } from "node:module";

/**
 * `require` for a self-contained dependency loaded on first use rather than with the package
 * (axios and axios-retry, for the first web request), so a process that never needs it does not pay for loading
 * it. The CommonJS build (and jest) has `__filename`, the ESM build its URL; both load the
 * dependency's CommonJS entry — so only for a dependency that shares no classes with the rest
 * (not LangChain's: an ESM process would hold two copies of @langchain/core).
 */
export const requireLazily = createRequire(typeof __filename === "string" ? __filename : import.meta.url);
