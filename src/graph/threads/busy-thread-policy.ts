/** What a turn does when it arrives while another turn of its thread is running. */
export type BusyThreadAction = "wait" | "refuse" | "interrupt";

/**
 * The policy for a turn that finds its thread busy: one action for every turn, or a function that
 * picks one per turn (for instance, interrupt for a new request but wait for a short 「嗯」).
 * - `"wait"` — run after the turns ahead of it, in arrival order (the default);
 * - `"refuse"` — fail at once with a {@link ThreadBusyError};
 * - `"interrupt"` — barge-in: stop the running turn (its reply is kept, cut to what was streamed
 *   and marked interrupted) and any turn still waiting, then run.
 */
export type BusyThreadPolicy = BusyThreadAction | ((turn: { threadId: string; text: string }) => BusyThreadAction);
