// A program that holds a DialogueGraph with the default tools, answers a local turn, a web turn
// (the rate service at argv[2]) and a finance question, and then simply ends: it calls no
// process.exit, so it exits only when nothing the graph left behind keeps Node running.
import { createDefaultRegistry, DialogueGraph, loadSettings } from "../../../src/index";

const [baseUrl, dataDir] = process.argv.slice(2);
const settings = loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: dataDir! }, envFile: false });
const registry = createDefaultRegistry({ settings, exchangeRate: { frankfurterBaseUrl: baseUrl!, openErApiBaseUrl: baseUrl! } });
const assistant = new DialogueGraph({ settings, registry, model: null, now: () => new Date("2026-03-10T01:00:00Z") });
for (const request of ["現在幾點", "100 美金換台幣多少", "這個月咖啡花了多少錢"]) {
  console.log((await assistant.invoke(request)).reply);
}
