import { AIMessageChunk, type BaseMessage } from "@langchain/core/messages";
import { Runnable, type RunnableConfig } from "@langchain/core/runnables";
import type { ChatRunnable } from "../chat-runnable";
import { MAX_ARGUMENT_DEPTH } from "./arguments-problem";

/** How much of one model answer is read. */
export interface ModelOutputLimits {
  /** Characters of text; reading stops once the text passes it. */
  maxTextLength: number;
  /** Characters of one tool call's arguments; reading stops once a call passes it. */
  maxArgumentLength: number;
}

/** Tracks one tool call's argument text as it streams: its length and how deep its JSON is nested. */
class ArgumentScan {
  length = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;

  /** Adds a piece; true once the arguments are too long or too deep to be real. */
  add(piece: string, maxLength: number): boolean {
    this.length += piece.length;
    for (const character of piece) {
      if (this.escaped) this.escaped = false;
      else if (this.inString) {
        if (character === "\\") this.escaped = true;
        else if (character === '"') this.inString = false;
      } else if (character === '"') this.inString = true;
      else if (character === "{" || character === "[") {
        if (++this.depth > MAX_ARGUMENT_DEPTH) return true;
      } else if (character === "}" || character === "]") this.depth--;
    }
    return this.length > maxLength;
  }
}

/**
 * A model whose answer is read only as far as anyone could use it: the stream ends (and the
 * connection closes) once the text passes `maxTextLength` or a tool call's arguments pass
 * `maxArgumentLength` or nest deeper than 64 levels. Without it a runaway model — 5 MB of
 * arguments, JSON nested 10,000 deep — would be gathered whole, which LangChain does at a cost
 * that grows with the square of its length. The cut answer is then refused or shortened downstream.
 */
export class LimitedModel extends Runnable<BaseMessage[], AIMessageChunk> {
  lc_namespace = ["dialogue_graph", "limits"];

  constructor(
    private readonly model: ChatRunnable,
    private readonly limits: ModelOutputLimits,
  ) {
    super();
  }

  override async invoke(input: BaseMessage[], options?: Partial<RunnableConfig>): Promise<AIMessageChunk> {
    let gathered: AIMessageChunk | undefined;
    for await (const chunk of this._streamIterator(input, options)) gathered = gathered === undefined ? chunk : gathered.concat(chunk);
    return gathered ?? new AIMessageChunk({ content: "" });
  }

  override async *_streamIterator(input: BaseMessage[], options?: Partial<RunnableConfig>): AsyncGenerator<AIMessageChunk> {
    const { maxTextLength, maxArgumentLength } = this.limits;
    let textLength = 0;
    const scans = new Map<number, ArgumentScan>();
    for await (const chunk of await this.model.stream(input, options)) {
      yield chunk;
      if (typeof chunk.content === "string") textLength += chunk.content.length;
      // Text is only cut before any tool call began: cutting then could leave a call's arguments
      // cut short yet parseable (「[1, 2, 3」 read as [1, 2, 3]) and run it with them.
      let over = scans.size === 0 && textLength > maxTextLength;
      for (const call of chunk.tool_call_chunks ?? []) {
        const index = call.index ?? 0;
        let scan = scans.get(index);
        if (scan === undefined) scans.set(index, (scan = new ArgumentScan()));
        if (scan.add(call.args ?? "", maxArgumentLength)) over = true;
      }
      // Leaving the loop closes the model's stream: nothing more is downloaded or parsed.
      if (over) return;
    }
  }
}

/**
 * The model, read within the graph's limits: tool-call arguments up to `maxArgumentBytes`, and
 * text up to `maxReplyLength` — or up to `maxArgumentBytes` when the text is JSON arguments
 * (prompted mode's parameters).
 */
export function limitModelOutput(
  model: ChatRunnable,
  { maxReplyLength, maxArgumentBytes }: { maxReplyLength: number; maxArgumentBytes: number },
  text: "reply" | "arguments" = "reply",
): LimitedModel {
  return new LimitedModel(model, {
    maxTextLength: text === "reply" ? maxReplyLength : maxArgumentBytes,
    maxArgumentLength: maxArgumentBytes,
  });
}
