import type { BaseCheckpointSaver } from "@langchain/langgraph";

/** Threads remembered at most; beyond it the oldest are read again from the checkpointer. */
const REMEMBERED = 10_000;

/**
 * Which threads are paused on a question (LangGraph `interrupt()`), so that the next turn resumes
 * the thread rather than starting over. The checkpointer knows; a thread whose last turn ran in
 * this process is remembered, when `trustMemory` says no other process runs turns (the default
 * in-process lock), so most turns read nothing extra.
 */
export class ThreadPauses {
  private readonly known = new Map<string, boolean>();

  constructor(
    private readonly checkpointer: BaseCheckpointSaver,
    private readonly trustMemory: boolean,
  ) {}

  /** True when the thread's last checkpoint waits on an interrupt. */
  async isPaused(threadId: string): Promise<boolean> {
    if (this.trustMemory && this.known.get(threadId) === false) return false;
    const tuple = await this.checkpointer.getTuple({ configurable: { thread_id: threadId } });
    return tuple?.pendingWrites?.some(([, channel]) => channel === "__interrupt__") ?? false;
  }

  /** What a turn of this process left: paused or not. */
  remember(threadId: string, paused: boolean): void {
    this.known.delete(threadId);
    this.known.set(threadId, paused);
    const oldest = this.known.keys().next();
    if (this.known.size > REMEMBERED && !oldest.done) this.known.delete(oldest.value);
  }

  /** Forgets a deleted thread. */
  forget(threadId: string): void {
    this.known.delete(threadId);
  }
}
