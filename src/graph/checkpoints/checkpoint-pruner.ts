/**
 * Deletes all but the newest `keep` checkpoints of a thread (with their pending writes), so a
 * thread's storage stays bounded however long it lives. One per kind of checkpointer:
 * {@link pruneMemorySaver}, {@link pruneSqliteSaver}; a PostgreSQL one deletes the same rows in
 * its tables. Must leave the newest checkpoint readable; a failure is ignored (pruned next turn).
 */
export type CheckpointPruner = (threadId: string, keep: number) => Promise<void>;
