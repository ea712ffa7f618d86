import { HumanMessage } from "@langchain/core/messages";
import { MemorySaver } from "@langchain/langgraph";
import { randomUUID } from "node:crypto";
import { DialogueGraph } from "../../src/index";
import { BENCH_REQUESTS } from "./bench-requests";
import { createBenchModel } from "./create-bench-model";
import { createBenchRegistry } from "./create-bench-registry";
import { createVariant } from "./create-variant";
import { startModelServers } from "./start-model-servers";

const servers = await startModelServers();
const kind = process.argv[2] ?? "tool";
const text = BENCH_REQUESTS.find((r) => r.kind === kind)!.text;
const n = Number(process.argv[3] ?? 300);
const { model } = createBenchModel(servers.fast);
const dg = new DialogueGraph({ model, registry: createBenchRegistry(), checkpointer: new MemorySaver(), localIntents: false, locale: "zh-TW", timeZone: "Asia/Taipei" });
const exitRun = async (t: string, thread: string) => {
  for await (const _ of await dg.graph.stream({ messages: [new HumanMessage({ id: randomUUID(), content: t })] }, { configurable: { thread_id: thread }, streamMode: "custom", recursionLimit: 25, durability: "exit" })) void _;
};
const native = createVariant("dialogue-graph-native", servers.fast);
const react = createVariant("react-agent", servers.fast);
const runs: Record<string, (t: string, thread: string) => Promise<unknown>> = { native: (t, th) => native.runTurn(t, th), react: (t, th) => react.runTurn(t, th), nativeExit: exitRun };
const totals: Record<string, number[]> = {};
for (let round = -1; round < 5; round++) {
  for (const [name, run] of Object.entries(runs)) {
    const cpu = process.cpuUsage();
    for (let i = 0; i < n / 5; i++) await run(text, `${name}-${round}-${i}`);
    const used = process.cpuUsage(cpu);
    if (round >= 0) (totals[name] ??= []).push((used.user + used.system) / 1000 / (n / 5));
  }
}
for (const [name, values] of Object.entries(totals)) console.log(name.padEnd(12), values.map((v) => v.toFixed(2)).join(" "), " median", values.sort((a, b) => a - b)[2].toFixed(2));
servers.close();
