import type { DialogueGraph } from "../graph/dialogue-graph";
import type { UserEventHub } from "./events/user-event";
import type { RunningTurns } from "./running-turns";

/** What the routes share: the assistant, the running turns and the resolved options. */
export interface ServerRuntime {
  assistant: DialogueGraph;
  turns: RunningTurns;
  modelName: string;
  maxTextLength: number;
  recentTurns: number;
  healthCheck?: () => Promise<void>;
  /** Where the users' events (alarms, timers ringing) come from. */
  events: UserEventHub;
  /** Aborted when the server begins to close: long-lived streams end. */
  closing: AbortSignal;
}
