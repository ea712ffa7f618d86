import { createHash } from "node:crypto";
import { ServerError } from "./server-error";

/** A thread id as clients name threads: letters, digits, `.`, `_`, `:`, `@`, `-`; at most 128 characters. */
export const THREAD_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;

/** Checks a thread id from a request; a bad one is a 400 naming the rule. */
export function checkThreadId(threadId: string, param = "threadId"): string {
  if (!THREAD_ID_PATTERN.test(threadId)) {
    throw new ServerError(
      400,
      "invalid_request",
      `The thread id "${threadId.slice(0, 140)}" is not valid: use 1 to 128 letters, digits, ".", "_", ":", "@" or "-".`,
      param,
    );
  }
  return threadId;
}

/**
 * The checkpointer's thread id for a user's thread: `<user>/<thread>`, so one user's thread id
 * can never name another's (neither user names nor thread ids contain "/"). With one user
 * (no tokens) it is the thread id itself, the same thread the terminal chat uses.
 */
export function checkpointThreadId(userId: string | undefined, threadId: string): string {
  return userId === undefined ? threadId : `${userId}/${threadId}`;
}

/**
 * A thread id for a chat completion that names none (no `X-Thread-Id`): derived from the user
 * and the conversation's opening (everything up to its first user message), which an
 * OpenAI-style front end resends unchanged with every turn of one conversation.
 */
export function deriveThreadId(userId: string | undefined, opening: unknown): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([userId ?? "", opening]))
    .digest("hex");
  return `chat-${digest.slice(0, 24)}`;
}
