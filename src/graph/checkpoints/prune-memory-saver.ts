import type { MemorySaver } from "@langchain/langgraph";
import type { CheckpointPruner } from "./checkpoint-pruner";

/**
 * The {@link CheckpointPruner} of a `MemorySaver`. It also clears a namespace a failed save left
 * empty (MemorySaver creates it before serialising, and reading the thread would throw).
 */
export function pruneMemorySaver(saver: MemorySaver): CheckpointPruner {
  return async (threadId, keep) => {
    const namespaces = saver.storage[threadId];
    if (namespaces === undefined) return;
    for (const [namespace, checkpoints] of Object.entries(namespaces)) {
      // Checkpoint ids are time-ordered (uuid6), so the newest sort last.
      const ids = Object.keys(checkpoints).sort();
      for (const id of ids.slice(0, Math.max(0, ids.length - keep))) {
        delete checkpoints[id];
        delete saver.writes[JSON.stringify([threadId, namespace, id])];
      }
      if (Object.keys(checkpoints).length === 0) delete namespaces[namespace];
    }
    if (Object.keys(namespaces).length === 0) delete saver.storage[threadId];
  };
}
