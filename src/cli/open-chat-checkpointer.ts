import { join } from "node:path";
import type { BaseCheckpointSaver } from "@langchain/langgraph";
import type { CliIo } from "./cli-command";

/** The file in the data folder where the chat's threads are kept between runs. */
export const CHAT_THREADS_FILE = "chat-threads.sqlite";

/**
 * Where the chat keeps its threads: SQLite in the data folder, so a one-shot run follows up the
 * one before (「那上個月呢」). Without the optional package `@langchain/langgraph-checkpoint-sqlite`
 * (or its better-sqlite3), undefined — the conversation lives only while the process does — and
 * one line on stderr says what to install for follow-ups across runs.
 */
export async function openChatCheckpointer(
  dataDir: string,
  io: CliIo,
  /** Opens the SQLite checkpointer; a test may stand in for the library's. */
  open?: (options: { path: string }) => Promise<BaseCheckpointSaver>,
): Promise<BaseCheckpointSaver | undefined> {
  const { createSqliteCheckpointer, MissingPackageError } = await import("../index");
  try {
    // The checkpointer makes the data folder itself, private (0700), as the tools do.
    return await (open ?? createSqliteCheckpointer)({ path: join(dataDir, CHAT_THREADS_FILE) });
  } catch (error) {
    const why = MissingPackageError.isInstance(error)
      ? `${error.packageName} is not installed (${error.installCommand})`
      : error instanceof Error
        ? error.message
        : String(error);
    io.stderr.write(`dialogue-graph: the conversation is kept only while this chat runs: ${why}. Follow-ups across runs need it.\n`);
    return undefined;
  }
}
