import type { DialogueGraph } from "../graph/dialogue-graph";
import type { RunningTurns } from "./running-turns";

/** What the routes share: the assistant, the running turns and the resolved options. */
export interface ServerRuntime {
  assistant: DialogueGraph;
  turns: RunningTurns;
  modelName: string;
  maxTextLength: number;
  recentTurns: number;
  healthCheck?: () => Promise<void>;
}
