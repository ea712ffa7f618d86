// @modelcontextprotocol/conformance imports globSync from "fs", which Node 20 lacks (it came in
// Node 22); the suite uses it only to summarise earlier result folders. On Node 20 these loader
// hooks hand that package an "fs" with a globSync that says so, and leave everyone else alone.
export async function resolve(specifier, context, next) {
  if ((specifier === "fs" || specifier === "node:fs") && context.parentURL?.includes("/@modelcontextprotocol/conformance/")) {
    return { url: new URL("./fs-with-glob-sync.mjs", import.meta.url).href, shortCircuit: true };
  }
  return next(specifier, context);
}
