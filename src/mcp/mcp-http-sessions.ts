import type { ServerResponse } from "node:http";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

/** Options of {@link McpHttpSessions}. */
export interface McpHttpSessionsOptions {
  /** How long a session may go with no request and no open stream before it is ended. */
  idleTimeoutMs: number;
  /** How many sessions may be open at once. */
  maxSessions: number;
}

interface Session {
  id: string;
  transport: StreamableHTTPServerTransport;
  /** Requests and event streams of the session still open. */
  open: number;
  lastActive: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The Streamable HTTP server's sessions, each ended after `idleTimeoutMs` with no request and no
 * open stream (its id then gets 404, as MCP says of an ended session, and its server is freed),
 * at most `maxSessions` of them: a new one takes the place of the session idle longest. A session
 * whose client holds its event stream open (the SDK client does) is never idle, so a burst of
 * `initialize` calls that are never used again cannot push out a client at work.
 */
export class McpHttpSessions {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly options: McpHttpSessionsOptions) {}

  /** The session's transport, or undefined for an unknown or ended session. */
  get(sessionId: string): StreamableHTTPServerTransport | undefined {
    return this.sessions.get(sessionId)?.transport;
  }

  /** Keeps a session the SDK has just opened, its idle time counting from now. */
  add(sessionId: string, transport: StreamableHTTPServerTransport): void {
    const session: Session = { id: sessionId, transport, open: 0, lastActive: Date.now(), timer: undefined };
    this.sessions.set(sessionId, session);
    this.startIdleTimer(session);
  }

  /** Forgets a session that ended (closed by its client, or expired). */
  remove(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (session !== undefined) clearTimeout(session.timer);
    this.sessions.delete(sessionId);
  }

  /** Counts a request of the session as open until its response closes: the session is not idle meanwhile. */
  track(sessionId: string, response: ServerResponse): void {
    const session = this.sessions.get(sessionId);
    if (session === undefined) return;
    session.open += 1;
    clearTimeout(session.timer);
    response.once("close", () => {
      session.open -= 1;
      session.lastActive = Date.now();
      if (session.open === 0 && this.sessions.get(sessionId) === session) this.startIdleTimer(session);
    });
  }

  /** Makes room for one more session, ending the one idle longest if all places are taken; false when every session is busy. */
  async makeRoom(): Promise<boolean> {
    if (this.sessions.size < this.options.maxSessions) return true;
    let oldest: Session | undefined;
    for (const session of this.sessions.values())
      if (session.open === 0 && (oldest === undefined || session.lastActive < oldest.lastActive)) oldest = session;
    if (oldest === undefined) return false;
    await this.end(oldest);
    return true;
  }

  /** Ends every session. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.sessions.values()].map((session) => session.transport.close()));
  }

  private async end(session: Session): Promise<void> {
    this.remove(session.id);
    await session.transport.close().catch(() => undefined);
  }

  private startIdleTimer(session: Session): void {
    clearTimeout(session.timer);
    session.timer = setTimeout(() => void this.end(session), this.options.idleTimeoutMs);
    session.timer.unref();
  }
}
