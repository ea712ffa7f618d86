// Loader hooks for lazy-sdk.test.ts: every ES module of @modelcontextprotocol/sdk that the process
// resolves is written to the log file before it loads, so a line is there by the time the
// import() that needed it has finished.
import { appendFileSync } from "node:fs";

let log;

export function initialize(data) {
  log = data.log;
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.includes("/@modelcontextprotocol/sdk/")) appendFileSync(log, `${resolved.url}\n`);
  return resolved;
}
