// One fresh process: loads the built library (dist/index.js, what users run), builds the default
// registry and graph, answers one request twice, and prints the wall and CPU milliseconds of each
// step as JSON. Plain JavaScript, so no TypeScript loader is measured with it.
// Usage: node bench/start-up/measure-start-up.mjs <dist/index.js> <data dir> <request>
import { pathToFileURL } from "node:url";

const [entry, dataDir, request] = process.argv.slice(2);
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const steps = {};
let wall = performance.now();
let used = cpu();
const step = (name) => {
  const nowWall = performance.now();
  const nowCpu = cpu();
  steps[name] = { wallMs: nowWall - wall, cpuMs: nowCpu - used };
  wall = nowWall;
  used = nowCpu;
};

const library = await import(pathToFileURL(entry).href);
step("load");
const settings = library.loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: dataDir }, envFile: false });
// The rate services at a closed port: the turn is routed, asks, and fails at once, with no wait on a network.
const nowhere = "http://127.0.0.1:9";
const registry = library.createDefaultRegistry({
  settings,
  exchangeRate: { frankfurterBaseUrl: nowhere, openErApiBaseUrl: nowhere, retries: 0 },
});
const assistant = new library.DialogueGraph({ settings, registry, model: null });
step("construct");
const first = await assistant.invoke(request, { threadId: "first" });
step("firstTurn");
await assistant.invoke(request, { threadId: "second" });
step("secondTurn");
console.log(JSON.stringify({ steps, reply: first.reply, modelCalls: first.modelCalls.length }));
