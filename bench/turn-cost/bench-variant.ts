/** What one turn of a variant yielded. */
export interface TurnOutcome {
  reply: string;
  /** `performance.now()` when the first whole sentence of the reply was available. */
  firstSentenceAt?: number;
  /** Tools that ran in the turn. */
  toolsRun: number;
}

/** One way of running a turn: a DialogueGraph setting, createReactAgent, or the seed's flow. */
export interface BenchVariant {
  /** Key in the results, e.g. `dialogue-graph-native`. */
  name: string;
  /** Chat completion requests sent so far. */
  modelCalls(): number;
  /** Runs one streamed turn on a thread, keeping the thread's memory. */
  runTurn(text: string, threadId: string): Promise<TurnOutcome>;
}
