import { summarize, type Summary } from "../turn-cost/summarize";

/** What a load of users saw. */
export interface LoadFigures {
  users: number;
  turns: number;
  seconds: number;
  turnsPerSecond: number;
  /** Turns that failed (no reply, an HTTP error, a connection reset), with the first error's message. */
  failed: number;
  firstError?: string;
  /** Wall time of each turn as its user saw it, ms. */
  turn: Summary;
}

/**
 * `users` users at once, each sending `turnsPerUser` turns one after the other (a user waits for
 * the reply before the next turn), all starting together. A turn with no reply, an HTTP error or
 * a lost connection is counted as failed (and left out of the times); the user goes on.
 */
export async function runUsers({
  users,
  turnsPerUser,
  turn,
}: {
  users: number;
  turnsPerUser: number;
  turn: (user: number) => Promise<string>;
}): Promise<LoadFigures> {
  const samples: number[] = [];
  let failed = 0;
  let firstError: string | undefined;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let index = 0; index < turnsPerUser; index++) {
        const turnStarted = performance.now();
        try {
          const reply = await turn(user);
          if (reply === "") throw new Error(`user ${user} got no reply`);
          samples.push(performance.now() - turnStarted);
        } catch (error) {
          failed++;
          const cause = (error as { cause?: { code?: string } }).cause?.code;
          firstError ??= `${(error as Error).message}${cause ? ` (${cause})` : ""}`;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    users,
    turns: samples.length,
    seconds: Math.round(seconds * 100) / 100,
    turnsPerSecond: Math.round((samples.length / seconds) * 10) / 10,
    failed,
    ...(firstError ? { firstError } : {}),
    turn: summarize(samples),
  };
}
