// Run by lazy-sdk.test.ts: node --import ./register-sdk-load-hooks.mjs sdk-loads-esm.mjs <dist/index.js> <server.js>
// Imports the built library, builds a graph, then connects to an MCP server over stdio; prints the
// SDK modules loaded before the connection and after it (SDK_LOAD_LOG, see sdk-load-hooks.mjs).
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [entry, server] = process.argv.slice(2);
const loaded = () =>
  existsSync(process.env.SDK_LOAD_LOG) ? readFileSync(process.env.SDK_LOAD_LOG, "utf8").split("\n").filter(Boolean) : [];

const library = await import(pathToFileURL(entry).href);
const registry = new library.ToolRegistry();
new library.DialogueGraph({ registry, model: null });
const before = loaded();
const connection = await library.connectMcp({ command: process.execPath, args: [server], stderr: "ignore" }, { registry });
const tools = registry.list().length;
await connection.close();
console.log(JSON.stringify({ before, after: loaded(), tools }));
