import { summarize, type Summary } from "../turn-cost/summarize";

/** What a load of users saw. */
export interface LoadFigures {
  users: number;
  turns: number;
  seconds: number;
  turnsPerSecond: number;
  /** Wall time of each turn as its user saw it, ms. */
  turn: Summary;
}

/**
 * `users` users at once, each sending `turnsPerUser` turns one after the other (a user waits for
 * the reply before the next turn), all starting together. A turn with no reply is an error.
 */
export async function runUsers({ users, turnsPerUser, turn }: { users: number; turnsPerUser: number; turn: (user: number) => Promise<string> }): Promise<LoadFigures> {
  const samples: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let index = 0; index < turnsPerUser; index++) {
        const turnStarted = performance.now();
        const reply = await turn(user);
        if (reply === "") throw new Error(`user ${user} got no reply`);
        samples.push(performance.now() - turnStarted);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { users, turns: samples.length, seconds: Math.round(seconds * 100) / 100, turnsPerSecond: Math.round((samples.length / seconds) * 10) / 10, turn: summarize(samples) };
}
