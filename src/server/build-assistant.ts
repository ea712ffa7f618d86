import { MemorySaver, type BaseCheckpointSaver } from "@langchain/langgraph";
import {
  alarmFamily,
  AlarmScheduler,
  createDefaultRegistry,
  DialogueGraph,
  InProcessThreadLock,
  timerFamily,
  type RecordStoreFactory,
  type ThreadLock,
} from "../index";
import { holdingLineSetting } from "../graph/holding-line-setting";
import { dataFilePath } from "../storage/record-file";
import { DeadlineThreadLock } from "./deadline-thread-lock";
import { InProcessEventHub } from "./events/in-process-event-hub";
import type { UserEventHub } from "./events/user-event";
import { openPostgres } from "./postgres/open-postgres";
import type { ServeOptions } from "./serve-options";

/** The assistant a server serves, and what it was built on. */
export interface ServedAssistant {
  assistant: DialogueGraph;
  /** `"postgres"` with DATABASE_URL, else `"embedded"` (threads in memory, records in JSON files, each user's ledger in SQLite). */
  storage: "postgres" | "embedded";
  /** Where alarms and timers ringing go, for `GET /v1/events`. */
  events: UserEventHub;
  /** Rings every user's alarms and timers (started); each rings once, whichever process claims it. */
  scheduler: AlarmScheduler;
  healthCheck?: () => Promise<void>;
  /** Stops the scheduler and closes the database. */
  close: () => Promise<void>;
}

/**
 * Builds the assistant of `dialogue-graph serve`: with DATABASE_URL, conversations, thread locks,
 * every user's alarms, memos and timers, their events and their ledgers in PostgreSQL (migrated on
 * start); without it the embedded defaults — conversations in memory, records in JSON files and
 * each user's ledger in SQLite under the data folder. Starts the scheduler that rings alarms and
 * timers and sends them to their user's `GET /v1/events` streams. A turn waits for its thread at
 * most `threadWaitTimeoutMs`. With DIALOGUE_GRAPH_HOLDING_LINE_MS, a turn whose reply is slower
 * than that says a holding line first (a `sentence` event marked `holding`).
 */
export async function buildAssistant({
  settings,
  poolSize,
  threadWaitTimeoutMs = 60_000,
}: Pick<ServeOptions, "settings" | "poolSize" | "threadWaitTimeoutMs">): Promise<ServedAssistant> {
  const url = settings.env.DATABASE_URL?.trim();
  let checkpointer: BaseCheckpointSaver = new MemorySaver();
  let threadLock: ThreadLock | undefined;
  let recordStores: RecordStoreFactory | undefined;
  let events: UserEventHub = new InProcessEventHub();
  let served: Pick<ServedAssistant, "storage" | "healthCheck" | "close"> = { storage: "embedded", close: () => events.close() };
  let finance = {};
  if (url) {
    const postgres = await openPostgres({ url, poolSize });
    ({ checkpointer, threadLock, recordStores, events } = postgres);
    finance = { repository: postgres.ledgerFor };
    served = { storage: "postgres", healthCheck: postgres.healthCheck, close: postgres.close };
  }
  const scheduler = new AlarmScheduler(
    recordStores
      ? { store: recordStores(alarmFamily.kind), timerStore: recordStores(timerFamily.kind), locale: settings.locale }
      : { filePath: dataFilePath("alarms.json", settings.dataDir), locale: settings.locale },
  );
  const publish = (userId: string | undefined, type: string, text: string, data: unknown) =>
    void events
      .publish(userId, { type, text, data, at: new Date().toISOString() })
      .catch((error: unknown) =>
        process.emitWarning(`A ${type} could not be sent to its user: ${(error as Error).message}`, "DialogueGraphServerWarning"),
      );
  scheduler.on("alarm", ({ userId, text, alarm }) => publish(userId, "alarm", text, alarm));
  scheduler.on("timer", ({ userId, text, timer }) => publish(userId, "timer", text, timer));
  scheduler.on("error", (error) => process.emitWarning(`Alarm scheduler: ${error.message}`, "DialogueGraphServerWarning"));
  const registry = createDefaultRegistry({ settings, finance, recordStores, alarms: { scheduler }, timers: { scheduler } });
  await scheduler.start();
  const close = served.close;
  return {
    ...served,
    events,
    scheduler,
    close: async () => {
      scheduler.stop();
      await close();
    },
    assistant: new DialogueGraph({
      settings,
      registry,
      checkpointer,
      threadLock: new DeadlineThreadLock(threadLock ?? new InProcessThreadLock(), threadWaitTimeoutMs),
      holdingLineAfterMs: holdingLineSetting(settings.env),
    }),
  };
}
