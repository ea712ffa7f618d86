import type { Callbacks } from "@langchain/core/callbacks/manager";
import { mergeConfigs } from "@langchain/core/runnables";

/** Both sets of callbacks as one (either may be a list or a manager); undefined when neither is given. */
export function mergeCallbacks(first: Callbacks | undefined, second: Callbacks | undefined): Callbacks | undefined {
  if (first === undefined) return second;
  if (second === undefined) return first;
  return mergeConfigs({ callbacks: first }, { callbacks: second }).callbacks;
}
