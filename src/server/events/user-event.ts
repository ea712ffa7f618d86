/**
 * Something the assistant tells a user without being asked — an alarm or a timer ringing —
 * delivered to the user's open `GET /v1/events` streams, whichever worker rang it.
 */
export interface UserEvent {
  /** What happened, e.g. `"alarm"`, `"timer"`. */
  type: string;
  /** A sentence to say or show, in the user's language. */
  text: string;
  /** The record behind it (the alarm, the timer), as plain JSON. */
  data?: unknown;
  /** When it happened, ISO 8601. */
  at: string;
}

/**
 * Carries {@link UserEvent}s to the user's listeners in every process: {@link InProcessEventHub}
 * within one process, {@link PostgresEventHub} across the processes of one database.
 */
export interface UserEventHub {
  /** Sends `event` to every listener of `userId` (undefined: the one user of a device), in any process. */
  publish(userId: string | undefined, event: UserEvent): Promise<void>;
  /** Listens for `userId`'s events in this process; returns the way to stop. */
  subscribe(userId: string | undefined, listener: (event: UserEvent) => void): () => void;
  /** Stops delivering. */
  close(): Promise<void>;
}
