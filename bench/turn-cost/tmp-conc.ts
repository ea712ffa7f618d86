import { BENCH_REQUESTS } from "./bench-requests";
import { createVariant, type VariantName } from "./create-variant";
import { startModelServers } from "./start-model-servers";
const servers = await startModelServers();
const names = (process.argv[2] ?? "dialogue-graph-native,react-agent").split(",") as VariantName[];
const text = BENCH_REQUESTS[0].text;
const prof = process.argv[3];
let session: import("node:inspector/promises").Session | undefined;
for (const pass of [0, 1, 2]) {
  for (const name of names) {
    const v = createVariant(name, servers.slow);
    for (let i = 0; i < 30; i++) await v.runTurn(text, `warm${i}`);
    if (prof && pass === 2) {
      const { Session } = await import("node:inspector/promises");
      session = new Session(); session.connect();
      await session.post("Profiler.enable"); await session.post("Profiler.setSamplingInterval", { interval: 200 }); await session.post("Profiler.start");
    }
    const cpu = process.cpuUsage(); const t0 = performance.now();
    await Promise.all(Array.from({ length: 500 }, (_, i) => v.runTurn(text, `c${i}`)));
    const used = process.cpuUsage(cpu);
    console.log(pass, name.padEnd(24), "wall s", ((performance.now() - t0) / 1000).toFixed(2), "cpu ms/turn", ((used.user + used.system) / 1000 / 500).toFixed(2));
    if (session) { const { profile } = await session.post("Profiler.stop"); (await import("node:fs")).writeFileSync(`/tmp/conc-${name}.cpuprofile`, JSON.stringify(profile)); session.disconnect(); session = undefined; }
  }
}
servers.close();
