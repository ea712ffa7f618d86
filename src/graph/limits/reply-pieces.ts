import type { EventWriter } from "../graph-runtime";
import { cutAfterLastSentence } from "./cut-reply";

/**
 * The answer as it streams: each piece goes out as a `text-delta` at once, until the reply's
 * length limit, after which nothing more is sent (a runaway model is not read out for an hour).
 */
export class ReplyPieces {
  private readonly pieces: string[] = [];
  private length = 0;
  private overflowed = false;

  constructor(
    private readonly write: EventWriter,
    private readonly maxLength: number,
  ) {}

  /** Sends a piece, as far as the limit allows. */
  push(text: string): void {
    const room = this.maxLength - this.length;
    if (text.length > room) this.overflowed = true;
    if (!text || room <= 0) return;
    const piece = text.length > room ? text.slice(0, room) : text;
    this.pieces.push(piece);
    this.length += piece.length;
    this.write({ type: "text-delta", text: piece });
  }

  /** True once anything was sent. */
  get sent(): boolean {
    return this.length > 0;
  }

  /** Everything sent so far. */
  get text(): string {
    return this.pieces.join("");
  }

  /** The reply to keep: what was sent, cut after its last whole sentence when the model wrote more. */
  get reply(): string {
    return this.overflowed ? cutAfterLastSentence(this.text) : this.text;
  }
}
