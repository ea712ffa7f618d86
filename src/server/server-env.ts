/** What the server's middleware puts on each request's context for the routes. */
export interface ServerEnv {
  Variables: {
    /** The user the bearer token stands for; undefined when the server serves one user (no tokens). */
    userId: string | undefined;
    /** The request's id: the client's `X-Request-Id` when it sent one, else a new UUID; echoed in the answer and the log. */
    requestId: string;
  };
}
