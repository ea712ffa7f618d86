import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { AIMessageChunk, BaseMessage } from "@langchain/core/messages";
import type { Runnable } from "@langchain/core/runnables";

/** A chat model, possibly with tools bound. */
export type ChatRunnable = BaseChatModel | Runnable<BaseMessage[], AIMessageChunk>;
