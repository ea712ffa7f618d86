import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createTimerTools } from "../../../src/tools/timers/index";

/** What {@link useTimerGraph} gives each test: the graph, and the clock it reads, which the test moves. */
export interface TimerGraph {
  readonly graph: DialogueGraph;
  clock: Date;
}

/**
 * A DialogueGraph with no model and only the timer tools, in a fresh folder for each test of the
 * calling `describe`, reading a clock that starts at `start`. Registers the describe's hooks.
 */
export function useTimerGraph(start: Date, prefix: string): TimerGraph {
  let folder = "";
  let graph: DialogueGraph | undefined;
  const state = {
    clock: start,
    get graph(): DialogueGraph {
      if (graph === undefined) throw new Error("useTimerGraph: the graph is made in beforeEach");
      return graph;
    },
  };
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), prefix));
    state.clock = start;
    graph = new DialogueGraph({
      model: null,
      registry: new ToolRegistry(createTimerTools({ filePath: join(folder, "timers.json") })),
      now: () => state.clock,
      timeZone: "Asia/Taipei",
    });
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  return state;
}
