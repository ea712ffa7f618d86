// The scripted model, in its own process so that its work is neither timed as framework overhead
// nor counted in the bench's heap: one server answering at once, one after `--latency` ms.
// Started by start-model-servers.ts; sends { fast, slow } base URLs over IPC and stops on disconnect.
import { parseArgs } from "node:util";
import { ScriptedModelServer } from "../../tests/support/scripted-model-server";
import { benchScript } from "./bench-script";

const { values } = parseArgs({ options: { latency: { type: "string", default: "200" } } });
const fast = await ScriptedModelServer.start({ keepAliveTimeoutMs: 600_000 });
const slow = await ScriptedModelServer.start({ keepAliveTimeoutMs: 600_000 });
slow.latencyMs = Number(values.latency);
for (const server of [fast, slow]) server.fallback = benchScript;
// The servers record every request; the bench sends tens of thousands.
const forget = setInterval(() => {
  fast.requests.length = 0;
  slow.requests.length = 0;
}, 500);
process.send?.({ fast: fast.url, slow: slow.url });
process.on("disconnect", () => {
  clearInterval(forget);
  void Promise.all([fast.close(), slow.close()]).then(() => process.exit(0));
});
