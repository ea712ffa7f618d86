import { MemorySaver, type BaseCheckpointSaver } from "@langchain/langgraph";
import { createDefaultRegistry, DialogueGraph, type ThreadLock } from "../index";
import { openPostgres } from "./postgres/open-postgres";
import type { ServeOptions } from "./serve-options";

/** The assistant a server serves, and what it was built on. */
export interface ServedAssistant {
  assistant: DialogueGraph;
  /** `"postgres"` with DATABASE_URL, else `"embedded"` (threads in memory, each user's ledger in SQLite). */
  storage: "postgres" | "embedded";
  healthCheck?: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Builds the assistant of `dialogue-graph serve`: with DATABASE_URL, conversations, thread locks
 * and each user's ledger in PostgreSQL (migrated on start); without it the embedded defaults —
 * conversations in memory, each user's ledger in SQLite under the data folder.
 */
export async function buildAssistant({ settings, poolSize }: Pick<ServeOptions, "settings" | "poolSize">): Promise<ServedAssistant> {
  const url = settings.env.DATABASE_URL?.trim();
  let checkpointer: BaseCheckpointSaver = new MemorySaver();
  let threadLock: ThreadLock | undefined;
  let served: Omit<ServedAssistant, "assistant"> = { storage: "embedded", close: async () => {} };
  let finance = {};
  if (url) {
    const postgres = await openPostgres({ url, poolSize });
    ({ checkpointer, threadLock } = postgres);
    finance = { repository: postgres.ledgerFor };
    served = { storage: "postgres", healthCheck: postgres.healthCheck, close: postgres.close };
  }
  const registry = createDefaultRegistry({ settings, finance });
  return { ...served, assistant: new DialogueGraph({ settings, registry, checkpointer, threadLock }) };
}
