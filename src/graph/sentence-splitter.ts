import { cutLongText } from "./cut-long-text";

// Chinese sentence ends split at once, even as the last character received, so speech can start
// without waiting for the next piece; Latin ones only before white space, so "3.5" and "e.g."
// do not split. A closing quote or bracket that arrives after its sentence went out is not spoken.
const sentenceEnd = /[。！？]+[」』”’）)]*|[!?]+[」』”’）)"']*(?=\s|$)|\.+[」』”’）)"']*(?=\s)|\n+/g;
const chineseEnd = /[。！？][」』”’）)]*$/;
const leftOver = /^[\s。！？!?」』”’）)]+/;
// Every character a sentence end can be made of: a match not yet complete lies in the run of these
// at the end of the text, so the next push scans from there instead of from the start.
const endCharacters = new Set([..."。！？!?.」』”’）)\"'\n"]);

/** Options of {@link SentenceSplitter}. */
export interface SentenceSplitterOptions {
  /**
   * The longest sentence sent, in characters (UTF-16 units). Longer text is cut at a comma, a
   * semicolon or a space in its second half, or else at this length, so a speech engine is never
   * handed a paragraph that has no sentence end. Default: 200.
   */
  maxLength?: number;
}

/**
 * Cuts a stream of text into sentences as soon as each one ends, so a speech engine can start
 * on the first sentence while the rest is still being written. Each character is scanned about
 * once, however long the text runs without a sentence end.
 *
 * @example
 * ```ts
 * const splitter = new SentenceSplitter();
 * splitter.push("今天晴。明天");   // ["今天晴。"]
 * splitter.push("下雨。");         // ["明天下雨。"]
 * splitter.flush();               // []
 * ```
 */
export class SentenceSplitter {
  private buffer = "";
  // Where the next scan for a sentence end starts: everything before it holds none.
  private scanFrom = 0;
  private readonly maxLength: number;

  constructor({ maxLength = 200 }: SentenceSplitterOptions = {}) {
    if (!Number.isInteger(maxLength) || maxLength < 2)
      throw new TypeError(`maxLength must be a whole number from 2, not ${String(maxLength)}.`);
    this.maxLength = maxLength;
  }

  /** Adds text; returns the sentences it completed. */
  push(text: string): string[] {
    this.buffer += text;
    const sentences: string[] = [];
    let start = 0;
    sentenceEnd.lastIndex = this.scanFrom;
    for (let match = sentenceEnd.exec(this.buffer); match !== null; match = sentenceEnd.exec(this.buffer)) {
      const end = match.index + match[0].length;
      // "!" at the very end may still grow ("!!", "!」"); a Chinese end goes out at once.
      if (end === this.buffer.length && !match[0].includes("\n") && !chineseEnd.test(match[0])) break;
      this.send(this.buffer.slice(start, end), sentences);
      start = end;
    }
    let rest = this.buffer.slice(start);
    if (rest.length > this.maxLength) {
      const pieces = cutLongText(rest, this.maxLength);
      rest = pieces.pop() ?? "";
      for (const piece of pieces) this.send(piece, sentences);
    }
    this.buffer = rest;
    this.scanFrom = trailingEndRun(rest);
    return sentences;
  }

  /** Returns what is left when the text is complete. */
  flush(): string[] {
    const sentences: string[] = [];
    this.send(this.buffer, sentences);
    this.buffer = "";
    this.scanFrom = 0;
    return sentences;
  }

  private send(text: string, sentences: string[]): void {
    const sentence = text.replace(leftOver, "").trim();
    if (!sentence) return;
    if (sentence.length <= this.maxLength) sentences.push(sentence);
    else for (const piece of cutLongText(sentence, this.maxLength)) if (piece.trim()) sentences.push(piece.trim());
  }
}

/** Where the run of sentence-end characters at the end of `text` starts (its length if none). */
function trailingEndRun(text: string): number {
  let index = text.length;
  while (index > 0 && endCharacters.has(text[index - 1])) index--;
  return index;
}
