// The scripted model, in its own process so that its work is neither timed as framework overhead
// nor counted in the bench's heap. Three servers: `fast` answers at once; `slow` waits --latency ms,
// then sends the whole answer; `paced` waits --latency ms, then streams the text --chunk-delay ms
// per 3 characters, as a model writes, for the time to the first sentence.
// Started by start-model-servers.ts; sends their base URLs over IPC and stops on disconnect.
import { parseArgs } from "node:util";
import { ScriptedModelServer } from "../../src/testing";
import { benchScript } from "./bench-script";

const { values } = parseArgs({
  options: { latency: { type: "string", default: "200" }, "chunk-delay": { type: "string", default: "20" } },
});
// Idle connections stay open for the whole run: a busy client may otherwise reuse one as it closes.
const servers = await Promise.all([0, 1, 2].map(() => ScriptedModelServer.start({ keepAliveTimeoutMs: 600_000 })));
const [fast, slow, paced] = servers;
slow.latencyMs = paced.latencyMs = Number(values.latency);
paced.chunkDelayMs = Number(values["chunk-delay"]);
for (const server of servers) server.fallback = benchScript;
// The servers record every request; the bench sends tens of thousands.
const forget = setInterval(() => {
  for (const server of servers) server.requests.length = 0;
}, 500);
process.send?.({ fast: fast.url, slow: slow.url, paced: paced.url });
process.on("disconnect", () => {
  clearInterval(forget);
  void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
});
