import { z } from "zod";
import { ServerError } from "../server-error";

const contentPart = z.looseObject({ type: z.string(), text: z.string().optional() });

const chatMessage = z.looseObject({
  role: z.enum(["system", "developer", "user", "assistant", "tool", "function"]),
  content: z.union([z.string(), z.array(contentPart), z.null()]).optional(),
});

/** The part of OpenAI's chat completion request the server reads; other fields are accepted and ignored. */
export const ChatCompletionRequest = z.looseObject({
  model: z.string().min(1, "name the model, as GET /v1/models lists it"),
  messages: z.array(chatMessage).min(1, "send at least the user's message"),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().nullish() }).nullish(),
  user: z.string().nullish(),
});

/** A chat completion request as parsed. */
export type ChatCompletionRequest = z.infer<typeof ChatCompletionRequest>;

type ChatMessage = z.infer<typeof chatMessage>;

/** The text of a message: its string content, or its text parts joined. */
export function messageText(message: ChatMessage): string {
  const { content } = message;
  if (typeof content === "string") return content;
  return (content ?? []).flatMap((part) => (part.type === "text" && typeof part.text === "string" ? [part.text] : [])).join("\n");
}

/**
 * The turn a chat completion asks for: the last user message (the server keeps the history
 * itself), and the conversation's opening — everything up to its first user message — that
 * names the thread when the client sends no `X-Thread-Id`.
 */
export function readChatTurn(request: ChatCompletionRequest): { text: string; opening: Array<{ role: string; text: string }> } {
  const lastUser = request.messages.findLastIndex((message) => message.role === "user");
  if (lastUser < 0)
    throw new ServerError(
      400,
      "invalid_request",
      'The messages hold no user message: the last one with role "user" is the turn.',
      "messages",
    );
  const firstUser = request.messages.findIndex((message) => message.role === "user");
  const opening = request.messages.slice(0, firstUser + 1).map((message) => ({ role: message.role, text: messageText(message) }));
  return { text: messageText(request.messages[lastUser]!), opening };
}
