import type { TurnCostReport } from "./turn-cost-report";

const row = (cells: Array<string | number>) => `| ${cells.join(" | ")} |`;
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The report as Markdown tables: the figures per variant, the ratios against createReactAgent,
 * the figures per kind of turn, and the targets. Printed by `npm run bench` and kept in RESULTS.md.
 */
export function renderTurnCostTables(report: TurnCostReport): string {
  const { latencyMs, concurrentThreads } = report.settings;
  const lines = [
    row([
      "variant",
      "model calls (tool / none / two tools)",
      "overhead median ms",
      "overhead p99 ms",
      "CPU ms per turn",
      `tool turn ms @${latencyMs}`,
      "first sentence ms, streamed",
      "whole reply ms, streamed",
      "KiB per idle thread",
      `turns/s @${concurrentThreads}`,
      `p99 ms @${concurrentThreads} (ideal)`,
    ]),
    row(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
  ];
  for (const variant of report.variants) {
    const kinds = variant.overhead.perKind;
    const calls = [kinds.tool.modelCalls, kinds.none.modelCalls, kinds["two-tools"].modelCalls]
      .map((count) => Number(count.toFixed(2)))
      .join(" / ");
    lines.push(
      row([
        variant.name,
        calls,
        ms(variant.overhead.turn.median),
        ms(variant.overhead.turn.p99),
        ms(variant.overhead.cpuMs),
        ms(variant.latency.perKind.tool.turn.median),
        ms(variant.streaming.perKind.tool.firstSentence.median),
        ms(variant.streaming.perKind.tool.turn.median),
        kib(variant.memory.bytesPerThread),
        variant.concurrency.turnsPerSecond.toFixed(1),
        `${ms(variant.concurrency.turn.p99)} (${variant.concurrency.idealMs})`,
      ]),
    );
  }
  lines.push("", "Ratios against createReactAgent (react-agent = 1; lower is better except turns/s):", "");
  lines.push(
    row([
      "variant",
      "overhead median",
      "overhead p99",
      "CPU per turn",
      "tool turn latency",
      "first sentence",
      "memory per thread",
      "turns/s",
      `p99 @${concurrentThreads}`,
    ]),
  );
  lines.push(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
  for (const [name, ratios] of Object.entries(report.ratios)) {
    lines.push(
      row([
        name,
        ratios.overheadMedian,
        ratios.overheadP99,
        ratios.overheadCpu,
        ratios.toolTurnLatency,
        ratios.firstSentence,
        ratios.bytesPerThread,
        ratios.turnsPerSecond,
        ratios.concurrentP99,
      ]),
    );
  }
  lines.push("", "Per kind of turn (median ms; tools run per turn):", "");
  lines.push(
    row([
      "variant",
      "kind",
      "overhead @0",
      "overhead p99 @0",
      "CPU @0",
      `turn @${latencyMs}`,
      "first sentence, streamed",
      "whole reply, streamed",
      "model calls",
      "tools run",
    ]),
  );
  lines.push(row(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
  for (const variant of report.variants) {
    for (const [kind, figures] of Object.entries(variant.overhead.perKind)) {
      const slow = variant.latency.perKind[kind as keyof typeof variant.latency.perKind];
      const paced = variant.streaming.perKind[kind as keyof typeof variant.streaming.perKind];
      lines.push(
        row([
          variant.name,
          kind,
          ms(figures.turn.median),
          ms(figures.turn.p99),
          ms(figures.cpuMs),
          ms(slow.turn.median),
          ms(paced.firstSentence.median),
          ms(paced.turn.median),
          Number(figures.modelCalls.toFixed(2)),
          Number(figures.toolsRun.toFixed(2)),
        ]),
      );
    }
  }
  lines.push("", "Targets:", "");
  lines.push(row(["target", "variant", "value", "met"]), row(["---", "---", "---:", "---"]));
  for (const check of report.targets) {
    lines.push(
      row([check.target, check.variant, check.value ?? "n/a", check.met === null ? "n/a (no model call)" : check.met ? "yes" : "**no**"]),
    );
  }
  return lines.join("\n");
}
