import { inTransaction, type SqlPool } from "../../storage/sql-pool";

/**
 * Deletes all but the newest `keep` checkpoints of a thread from `@langchain/langgraph-checkpoint-postgres`'s
 * PostgresSaver tables, with their pending writes and the channel values (blobs) no kept checkpoint
 * refers to, so a thread's rows stay bounded however long it lives. In one transaction: a reader
 * sees the thread before or after, never half pruned. `schema` is the saver's (default `public`).
 */
export function prunePostgresSaver({
  pool,
  schema = "public",
}: {
  pool: SqlPool;
  schema?: string;
}): (threadId: string, keep: number) => Promise<void> {
  const table = (name: string) => `"${schema.replace(/"/g, '""')}".${name}`;
  return (threadId, keep) =>
    inTransaction(pool, async (client) => {
      // Checkpoint ids are time-ordered (uuid6): the newest sort last, per namespace.
      await client.query(
        `DELETE FROM ${table("checkpoints")} AS old WHERE old.thread_id = $1 AND old.checkpoint_id NOT IN (
           SELECT checkpoint_id FROM ${table("checkpoints")} WHERE thread_id = $1 AND checkpoint_ns = old.checkpoint_ns ORDER BY checkpoint_id DESC LIMIT $2)`,
        [threadId, keep],
      );
      await client.query(
        `DELETE FROM ${table("checkpoint_writes")} AS write WHERE write.thread_id = $1 AND NOT EXISTS (
           SELECT 1 FROM ${table("checkpoints")} AS kept WHERE kept.thread_id = $1 AND kept.checkpoint_ns = write.checkpoint_ns AND kept.checkpoint_id = write.checkpoint_id)`,
        [threadId],
      );
      await client.query(
        `DELETE FROM ${table("checkpoint_blobs")} AS blob WHERE blob.thread_id = $1 AND NOT EXISTS (
           SELECT 1 FROM ${table("checkpoints")} AS kept WHERE kept.thread_id = $1 AND kept.checkpoint_ns = blob.checkpoint_ns
             AND kept.checkpoint -> 'channel_versions' ->> blob.channel = blob.version)`,
        [threadId],
      );
    });
}
