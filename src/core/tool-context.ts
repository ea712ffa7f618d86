import type { Locale } from "./locale";

/** What a tool receives beside its arguments when it runs. */
export interface ToolContext {
  /** Aborted when the call times out or the turn is cancelled; pass it to every request. */
  signal: AbortSignal;
  /** The turn's clock, read once when the turn starts. */
  now: Date;
  /** IANA time zone for relative dates and times, e.g. `"Asia/Taipei"`. */
  timeZone: string;
  /** The language of the user's request; messages meant for the user use it. */
  locale: Locale;
  /**
   * The user the call is made for, when the assistant serves several (`dialogue-graph serve`):
   * stores keep each user's records apart. Default: undefined, the one user of a device.
   */
  userId?: string;
}
