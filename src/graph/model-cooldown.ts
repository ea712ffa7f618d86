/**
 * Which of a graph's models rest after a failure (`fallbackCooldownMs`): for a while, calls go to
 * the other models first, so a model that is down, rate-limited or hanging is not waited on by
 * every call of every turn; then it is tried first again. A resting model is still tried, last,
 * when every other one fails. One per graph, shared by its calls.
 */
export class ModelCooldown {
  // Until when (performance.now()) each model rests, by the model's own object.
  private readonly resting = new Map<object, number>();

  /** @param ms how long a model rests after a failure, in milliseconds; 0: never. */
  constructor(readonly ms: number) {}

  /** The candidates in the order to try them: those at rest after the others, each group in its own order. */
  order<T extends { key: object }>(candidates: readonly T[]): readonly T[] {
    if (this.resting.size === 0) return candidates;
    const now = performance.now();
    const rests = (candidate: T) => (this.resting.get(candidate.key) ?? 0) > now;
    return [...candidates.filter((candidate) => !rests(candidate)), ...candidates.filter(rests)];
  }

  /** A model failed as a fallback answers for: it rests. */
  rest(key: object): void {
    if (this.ms > 0) this.resting.set(key, performance.now() + this.ms);
  }

  /** A model answered: it is first again. */
  recover(key: object): void {
    this.resting.delete(key);
  }
}
