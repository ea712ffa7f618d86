import { resolve } from "node:path";
import { defineConfig, type Options } from "tsup";

const libraryEntry = resolve("src/index.ts");

/**
 * The CLI (dist/cli.cjs) imports the library through src/index.ts; this keeps that import as
 * `./index.cjs`, so the command shares the published CommonJS entry's one copy of the library
 * instead of bundling a second one.
 */
const libraryAsExternal: NonNullable<Options["esbuildPlugins"]>[number] = {
  name: "library-as-external",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, ({ path, resolveDir }) => {
      const target = resolve(resolveDir, path);
      return target === libraryEntry || `${target}.ts` === libraryEntry ? { path: "./index.cjs", external: true } : undefined;
    });
  },
};

export default defineConfig([
  {
    entry: { index: "src/index.ts", testing: "src/testing/index.ts" },
    format: ["esm", "cjs"],
    // Declarations are emitted without type-checking the bodies again (`noCheck`): `npm run
    // typecheck` checks every file, and the check was two thirds of the build's CPU. The emitted
    // declarations are the same as with the check (only the order of a union's members may differ).
    // Only Node's global types: the library uses no test globals, and vitest's types (tsconfig.json
    // loads them for the tests) cost the emit ~1.5 CPU-s of reading.
    dts: { compilerOptions: { noCheck: true, types: ["node"] } },
    clean: true,
    // No source maps in the published package: they were 60% of it and no user runs them.
    sourcemap: false,
    target: "node20",
    splitting: false,
    // The CommonJS build loads what it loads on demand (the OpenAI client, the optional packages,
    // the MCP SDK) with `require`, as its own imports do: a native import() would load a package's
    // ES module build beside the CommonJS one (two copies of @langchain/core, whose classes and
    // callbacks do not mix) and fails under jest's CommonJS sandbox, where many users test.
    esbuildOptions(options, { format }) {
      if (format === "cjs") options.supported = { ...options.supported, "dynamic-import": false };
    },
  },
  // The command is CommonJS: Node 20 loads LangChain's and LangGraph's ~600 modules through
  // `require` in about two thirds of the CPU its ES module loader takes (`dialogue-graph chat
  // "現在幾點"`: ~0.8 s against ~1.05 s), and every command (chat, serve and its workers, mcp as an
  // MCP client starts it) pays that on each start.
  {
    entry: { cli: "src/cli/main.ts" },
    format: ["cjs"],
    clean: false,
    sourcemap: false,
    target: "node20",
    esbuildPlugins: [libraryAsExternal],
    // `await import("../index")` in a command becomes `require("./index.cjs")`, as in the library.
    esbuildOptions(options) {
      options.supported = { ...options.supported, "dynamic-import": false };
    },
  },
]);
