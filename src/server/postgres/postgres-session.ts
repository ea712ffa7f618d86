/** A notification as `pg` delivers it. */
export interface PostgresNotification {
  channel: string;
  payload?: string;
}

/**
 * One dedicated PostgreSQL connection (a connected `pg.Client`), for what must stay on one
 * session: advisory locks, LISTEN. Declared here so this library's types do not require `pg`.
 */
export interface PostgresSession {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  on(event: "notification", listener: (message: PostgresNotification) => void): unknown;
  on(event: "error" | "end", listener: (error?: Error) => void): unknown;
  end(): Promise<void>;
}
