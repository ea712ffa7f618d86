import type { Callbacks } from "@langchain/core/callbacks/manager";

/** Whether callbacks hold any handler: a non-empty list, or a manager with handlers (its own or inherited). */
export function hasCallbacks(callbacks: Callbacks | undefined): boolean {
  if (callbacks === undefined) return false;
  if (Array.isArray(callbacks)) return callbacks.length > 0;
  return callbacks.handlers.length > 0 || callbacks.inheritableHandlers.length > 0;
}
