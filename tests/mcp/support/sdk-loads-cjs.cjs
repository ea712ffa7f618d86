// Run by lazy-sdk.test.ts: node sdk-loads-cjs.cjs <dist/index.cjs> <server.js>
// As sdk-loads-esm.mjs, for a CommonJS process: the SDK modules in require.cache before and after.
const [entry, server] = process.argv.slice(2);
const loaded = () => Object.keys(require.cache).filter((file) => file.includes("/@modelcontextprotocol/sdk/"));

const library = require(entry);
const registry = new library.ToolRegistry();
new library.DialogueGraph({ registry, model: null });
const before = loaded();
library
  .connectMcp({ command: process.execPath, args: [server], stderr: "ignore" }, { registry })
  .then(async (connection) => {
    const tools = registry.list().length;
    await connection.close();
    console.log(JSON.stringify({ before, after: loaded(), tools }));
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
