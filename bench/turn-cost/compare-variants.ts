import type { TargetCheck, TurnCostReport } from "./turn-cost-report";

const reference = "react-agent";
const ratio = (value: number, base: number) => (base === 0 ? 0 : Math.round((value / base) * 100) / 100);

/**
 * The ratios against createReactAgent and the issue's targets, from the variants' figures; the
 * floors (the model calls alone) are checked against the concurrency target too, for scale.
 */
export function compareVariants(
  variants: TurnCostReport["variants"],
  floors: TurnCostReport["floors"] = [],
): Pick<TurnCostReport, "ratios" | "targets"> {
  const base = variants.find((variant) => variant.name === reference);
  if (base === undefined) throw new Error(`The ${reference} variant is needed for the ratios.`);
  const ratios: TurnCostReport["ratios"] = {};
  for (const variant of variants) {
    ratios[variant.name] = {
      overheadMedian: ratio(variant.overhead.turn.median, base.overhead.turn.median),
      overheadP99: ratio(variant.overhead.turn.p99, base.overhead.turn.p99),
      overheadCpu: ratio(variant.overhead.cpuMs, base.overhead.cpuMs),
      toolTurnLatency: ratio(variant.latency.perKind.tool.turn.median, base.latency.perKind.tool.turn.median),
      firstSentence: ratio(variant.streaming.perKind.tool.firstSentence.median, base.streaming.perKind.tool.firstSentence.median),
      bytesPerThread: ratio(variant.memory.bytesPerThread, base.memory.bytesPerThread),
      turnsPerSecond: ratio(variant.concurrency.turnsPerSecond, base.concurrency.turnsPerSecond),
      concurrentP99: ratio(variant.concurrency.turn.p99, base.concurrency.turn.p99),
    };
  }
  const targets: TargetCheck[] = [];
  const byName = (name: string) => variants.find((variant) => variant.name === name);
  for (const [name, limit] of [
    ["dialogue-graph-native", 2],
    ["dialogue-graph-prompted", 2],
    ["dialogue-graph-local", 0],
  ] as const) {
    const calls = byName(name)?.overhead.perKind.tool.modelCalls;
    if (calls !== undefined)
      targets.push({
        target: limit === 0 ? "model calls per tool turn = 0 (local route)" : `model calls per tool turn ≤ ${limit}`,
        variant: name,
        value: calls,
        limit,
        met: calls <= limit,
      });
  }
  for (const name of ["dialogue-graph-native", "dialogue-graph-local"]) {
    if (ratios[name] !== undefined)
      targets.push({
        target: "overhead ratio (median at 0 ms) ≤ 1.0",
        variant: name,
        value: ratios[name].overheadMedian,
        limit: 1,
        met: ratios[name].overheadMedian <= 1,
      });
  }
  const loaded = [
    ...variants.map(({ name, concurrency }) => ({ name, concurrency })),
    ...floors.map(({ name, concurrency }) => ({ name: `${name} (no framework)`, concurrency })),
  ];
  for (const { name, concurrency } of loaded) {
    const value = concurrency.p99OverIdeal;
    targets.push({
      target: "p99 with 500 concurrent threads ≤ 1.1 × ideal",
      variant: name,
      value,
      limit: 1.1,
      met: value === null ? null : value <= 1.1,
    });
  }
  return { ratios, targets };
}
