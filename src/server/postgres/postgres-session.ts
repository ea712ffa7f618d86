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

/**
 * The session with its queries run one after another, as `pg` wants them on one connection (it
 * warns that queuing them itself is deprecated, and pg 9 will refuse): the thread locks and the
 * events each share one session among every turn of the process. A failed query does not stop the
 * ones after it.
 */
export function oneQueryAtATime(session: PostgresSession): PostgresSession {
  let last: Promise<unknown> = Promise.resolve();
  const query: PostgresSession["query"] = (text, params) => {
    const result = last.then(() => session.query(text, params));
    last = result.catch(() => undefined);
    return result;
  };
  return new Proxy(session, {
    get: (target, key) => {
      if (key === "query") return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
