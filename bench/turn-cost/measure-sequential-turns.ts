import { BENCH_REQUESTS, type BenchRequest } from "./bench-requests";
import type { BenchVariant } from "./bench-variant";
import { summarize, type Summary } from "./summarize";

const round = (value: number) => Math.round(value * 100) / 100;

/** One kind of turn, through one variant. */
export interface KindFigures {
  /** Wall time of the turn, ms. */
  turn: Summary;
  /** From the start of the turn to the first whole sentence of the streamed reply, ms. */
  firstSentence: Summary;
  /** Chat completion requests per turn (mean). */
  modelCalls: number;
  /** Tools run per turn (mean). */
  toolsRun: number;
  /** CPU time of this process per turn (mean), ms: the work done, whatever else the machine is running. */
  cpuMs: number;
}

/** A variant's figures over every turn and per kind of turn. */
export interface SequentialFigures {
  turn: Summary;
  /** CPU time of this process per turn (mean over every kind), ms. */
  cpuMs: number;
  perKind: Record<BenchRequest["kind"], KindFigures>;
}

/**
 * Runs short conversations (the three requests, in order, on a new thread) one turn at a time,
 * taking turns between the variants so that a change in the machine's load falls on all of them.
 * The first `warmupConversations` are not counted.
 */
export async function measureSequentialTurns({
  variants,
  conversations,
  warmupConversations = 10,
  label,
}: {
  variants: readonly BenchVariant[];
  conversations: number;
  warmupConversations?: number;
  /** Prefix of the thread ids. */
  label: string;
}): Promise<Record<string, SequentialFigures>> {
  type Samples = { turn: number[]; firstSentence: number[]; modelCalls: number; toolsRun: number; cpuMs: number };
  const samples = new Map(
    variants.map((variant) => [
      variant.name,
      new Map(
        BENCH_REQUESTS.map((request) => [request.kind, { turn: [], firstSentence: [], modelCalls: 0, toolsRun: 0, cpuMs: 0 } as Samples]),
      ),
    ]),
  );
  for (let conversation = -warmupConversations; conversation < conversations; conversation += 1) {
    for (const variant of variants) {
      for (const request of BENCH_REQUESTS) {
        const calls = variant.modelCalls();
        const cpu = process.cpuUsage();
        const started = performance.now();
        const outcome = await variant.runTurn(request.text, `${label}-${conversation}`);
        const ended = performance.now();
        const used = process.cpuUsage(cpu);
        if (outcome.reply === "") throw new Error(`${variant.name} gave no reply to "${request.text}".`);
        if (conversation < 0) continue;
        const kind = samples.get(variant.name)!.get(request.kind)!;
        kind.turn.push(ended - started);
        kind.firstSentence.push((outcome.firstSentenceAt ?? ended) - started);
        kind.modelCalls += variant.modelCalls() - calls;
        kind.toolsRun += outcome.toolsRun;
        kind.cpuMs += (used.user + used.system) / 1000;
      }
    }
  }
  const figures: Record<string, SequentialFigures> = {};
  for (const [name, kinds] of samples) {
    const perKind = {} as Record<BenchRequest["kind"], KindFigures>;
    for (const [kind, { turn, firstSentence, modelCalls, toolsRun, cpuMs }] of kinds) {
      perKind[kind] = {
        turn: summarize(turn),
        firstSentence: summarize(firstSentence),
        modelCalls: modelCalls / turn.length,
        toolsRun: toolsRun / turn.length,
        cpuMs: round(cpuMs / turn.length),
      };
    }
    const all = [...kinds.values()];
    const cpuMs = round(all.reduce((sum, kind) => sum + kind.cpuMs, 0) / all.reduce((sum, kind) => sum + kind.turn.length, 0));
    figures[name] = { turn: summarize(all.flatMap((kind) => kind.turn)), cpuMs, perKind };
  }
  return figures;
}
