import type { UserEvent, UserEventHub } from "./user-event";

// The one user of a device has no name; a key that no user name can be.
const DEVICE = "/device";

/** A {@link UserEventHub} within one process: what one process rings, its own listeners hear. */
export class InProcessEventHub implements UserEventHub {
  private readonly listeners = new Map<string, Set<(event: UserEvent) => void>>();

  async publish(userId: string | undefined, event: UserEvent): Promise<void> {
    this.deliver(userId ?? DEVICE, event);
  }

  subscribe(userId: string | undefined, listener: (event: UserEvent) => void): () => void {
    const key = userId ?? DEVICE;
    let set = this.listeners.get(key);
    if (set === undefined) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }

  /** Hands an event to this process's listeners of a user key. */
  protected deliver(key: string, event: UserEvent): void {
    for (const listener of [...(this.listeners.get(key) ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        process.emitWarning(`A user event listener failed: ${(error as Error).message}`, "DialogueGraphServerWarning");
      }
    }
  }

  /** The key of a user's listeners. */
  protected keyOf(userId: string | undefined): string {
    return userId ?? DEVICE;
  }
}
