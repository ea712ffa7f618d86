import type { RateQuote } from "./rate-source";

/**
 * Rates by pair, kept for `ttlMs` from when they were fetched. Time comes from the caller
 * (the turn's clock), so tests move it without waiting. Only successes are stored.
 */
export class RateCache {
  private readonly entries = new Map<string, { quote: RateQuote; fetchedAt: number }>();

  /** @param ttlMs - how long a rate stays fresh, in milliseconds. */
  constructor(private readonly ttlMs: number) {}

  /** The fresh rate of `base`→`quote` at `now`, or undefined. */
  get(base: string, quote: string, now: Date): RateQuote | undefined {
    const entry = this.entries.get(`${base}/${quote}`);
    if (entry === undefined) return undefined;
    const age = now.getTime() - entry.fetchedAt;
    return age >= 0 && age < this.ttlMs ? entry.quote : undefined;
  }

  /** Stores the rate of `base`→`quote`, fetched at `now`. */
  set(base: string, quote: string, rate: RateQuote, now: Date): void {
    this.entries.set(`${base}/${quote}`, { quote: rate, fetchedAt: now.getTime() });
  }
}
