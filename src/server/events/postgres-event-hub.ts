import type { PostgresSession } from "../postgres/postgres-session";
import { InProcessEventHub } from "./in-process-event-hub";
import type { UserEvent } from "./user-event";

const CHANNEL = "dialogue_graph_user_events";
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD = 7_900;

/** Options of {@link PostgresEventHub}. */
export interface PostgresEventHubOptions {
  /** Opens the session the hub listens and notifies on (a new, connected `pg.Client`); reopened if it is lost. */
  connect: () => Promise<PostgresSession>;
}

/**
 * A {@link UserEventHub} across every process on one PostgreSQL database: an event is sent with
 * NOTIFY and each process hands it to its own listeners of that user, so an alarm rung by one
 * worker reaches the user's stream held by another. An event too large for NOTIFY loses its
 * `data` (the text still goes).
 */
export class PostgresEventHub extends InProcessEventHub {
  private session: Promise<PostgresSession> | undefined;

  constructor(private readonly options: PostgresEventHubOptions) {
    super();
  }

  override async publish(userId: string | undefined, event: UserEvent): Promise<void> {
    let payload = JSON.stringify({ key: this.keyOf(userId), event });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD)
      payload = JSON.stringify({ key: this.keyOf(userId), event: { ...event, data: undefined } });
    const session = await this.connect();
    await session.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
  }

  override subscribe(userId: string | undefined, listener: (event: UserEvent) => void): () => void {
    // Listening starts with the first subscriber; a failure to connect is retried on the next.
    void this.connect().catch((error: unknown) =>
      process.emitWarning(`User events: ${(error as Error).message}`, "DialogueGraphServerWarning"),
    );
    return super.subscribe(userId, listener);
  }

  /** Resolves once this process listens (LISTEN is in place): events published after it are heard. */
  async listening(): Promise<void> {
    await this.connect();
  }

  override async close(): Promise<void> {
    await super.close();
    const session = this.session;
    this.session = undefined;
    if (session !== undefined) await (await session).end();
  }

  private connect(): Promise<PostgresSession> {
    if (this.session !== undefined) return this.session;
    const opened = (async () => {
      const session = await this.options.connect();
      const lost = () => {
        if (this.session === opened) this.session = undefined;
      };
      session.on("error", lost);
      session.on("end", lost);
      session.on("notification", ({ channel, payload }) => {
        if (channel !== CHANNEL || payload === undefined) return;
        const { key, event } = JSON.parse(payload) as { key: string; event: UserEvent };
        this.deliver(key, event);
      });
      await session.query(`LISTEN ${CHANNEL}`);
      return session;
    })();
    this.session = opened;
    opened.catch(() => {
      if (this.session === opened) this.session = undefined;
    });
    return opened;
  }
}
