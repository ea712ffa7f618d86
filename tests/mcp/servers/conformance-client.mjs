// connectMcp as the MCP conformance suite's client under test: it appends the server's URL and
// names the scenario in MCP_CONFORMANCE_SCENARIO. The client connects, lists the tools and calls
// the one the scenario serves, as an assistant would. It runs the library as users get it: this
// run's build of dist/ (conformance.test.ts waits for it), so each start needs no compiler.
import { connectMcp } from "../../../dist/index.js";

const url = process.argv.at(-1);
const connection = await connectMcp({ url }, { timeoutMs: 10_000 });
const context = { signal: new AbortController().signal, now: new Date(), timeZone: "Asia/Taipei", locale: "en" };
for (const tool of connection.tools) {
  const args = tool.name === "add_numbers" ? { a: 2, b: 3 } : {};
  const result = await tool.execute(args, context);
  process.stdout.write(`${tool.name}: ${tool.format(result, context)}\n`);
}
await connection.close();
