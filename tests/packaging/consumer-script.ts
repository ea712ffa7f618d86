/**
 * The program a consumer project runs against the installed package: a local turn, a turn in
 * Simplified Chinese, turns whose tools use each CommonJS dependency whose default import the
 * two builds load differently (decimal.js, iconv-lite for
 * GBK quotes, better-sqlite3 for finance, opencc-js for the script), a SQLite checkpointer, and
 * one model turn against dialogue-graph/testing, then one through the model the settings name
 * (loaded on its first call). It prints one JSON object.
 */
const body = `
const fixtures = JSON.parse(process.env.FIXTURES);
const settings = lib.loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: process.env.DATA_DIR }, envFile: false });
const registry = lib.createDefaultRegistry({
  settings,
  exchangeRate: { frankfurterBaseUrl: fixtures.frankfurter, openErApiBaseUrl: fixtures.openEr },
  stock: { tencentBaseUrl: fixtures.tencent, sinaBaseUrl: fixtures.sina },
});
const graph = new lib.DialogueGraph({ settings, registry, model: null, now: () => new Date("2026-03-10T01:00:00Z") });
const out = {};
async function ask(key, text) {
  const turn = await graph.invoke(text, { threadId: key });
  const call = turn.toolCalls[0];
  out[key] = { reply: turn.reply, tool: call && call.name, success: call && call.result.success, modelCalls: turn.modelCalls.length };
}
await ask("time", "現在幾點");
await ask("simplified", "现在几点");
await ask("rate", "100 美金換台幣多少");
await ask("stock", "600519 股價");
await ask("finance", "這個月咖啡花了多少錢");
try {
  const checkpointer = await lib.createSqliteCheckpointer({ path: process.env.DATA_DIR + "/threads.sqlite" });
  const remembered = new lib.DialogueGraph({ settings, registry, model: null, checkpointer });
  await remembered.invoke("現在幾點", { threadId: "saved" });
  const saved = await checkpointer.getTuple({ configurable: { thread_id: "saved" } });
  out.checkpointer = { saved: saved !== undefined };
} catch (error) {
  out.checkpointer = { error: error.name + ": " + error.message, installCommand: error.installCommand };
}
const echo = lib.defineTool({
  name: "echo", description: "Says the text back.", parameters: z.object({ text: z.string() }),
  execute: async ({ text }) => lib.ToolResult.ok({ text }), format: ({ data }) => (data ? data.text : ""),
});
const server = await testing.ScriptedModelServer.start();
server.enqueue({ toolCalls: [{ name: "echo", arguments: { text: "hi" } }] }, { content: "It said hi." });
const modelGraph = new lib.DialogueGraph({ model: server.model(), registry: new lib.ToolRegistry([echo]), localIntents: false });
const turn = await modelGraph.invoke("say hi");
out.model = { reply: turn.reply, args: turn.toolCalls[0] && turn.toolCalls[0].args, offered: server.requests[0].tools.map((tool) => tool.function.name) };
// The model the settings name (OPENAI_BASE_URL), whose client the library loads on its first call.
server.enqueue({ content: "Hello from the default model." });
const configured = lib.loadSettings({ env: { OPENAI_BASE_URL: server.url, OPENAI_MODEL: "scripted-model", DIALOGUE_GRAPH_DATA_DIR: process.env.DATA_DIR }, envFile: false });
const defaultGraph = new lib.DialogueGraph({ settings: configured, registry: new lib.ToolRegistry([echo]), localIntents: false });
const greeted = await defaultGraph.invoke("hello");
out.defaultModel = { reply: greeted.reply, modelCalls: greeted.modelCalls.length, model: server.requests[1] && server.requests[1].model };
await server.close();
console.log(JSON.stringify(out));
`;

/** The consumer program as an ES module (`import`, top-level await). */
export const esmConsumerScript = `import * as lib from "dialogue-graph";\nimport * as testing from "dialogue-graph/testing";\nimport { z } from "zod";\n${body}`;

/** The consumer program as CommonJS (`require`). */
export const commonJsConsumerScript = `const lib = require("dialogue-graph");\nconst testing = require("dialogue-graph/testing");\nconst { z } = require("zod");\n(async () => {\n${body}\n})().catch((error) => { console.error(error); process.exit(1); });\n`;
