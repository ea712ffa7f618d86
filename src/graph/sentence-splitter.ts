// Chinese sentence ends split at once; Latin ones only before white space, so "3.5" and
// "e.g." inside a sentence do not split. Closing quotes and brackets stay with their sentence.
const sentenceEnd = /[。！？!?]+[」』”’）)]*|\.+[」』”’）)"']*(?=\s)|\n+/g;

/**
 * Cuts a stream of text into sentences as soon as each one ends, so a speech engine can start
 * on the first sentence while the rest is still being written.
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

  /** Adds text; returns the sentences it completed. */
  push(text: string): string[] {
    this.buffer += text;
    const sentences: string[] = [];
    let start = 0;
    for (const match of this.buffer.matchAll(sentenceEnd)) {
      const end = (match.index ?? 0) + match[0].length;
      // A run of ends at the very end of the buffer may still grow ("!!" or "。」"); wait for more.
      if (end === this.buffer.length && !match[0].includes("\n")) break;
      const sentence = this.buffer.slice(start, end).trim();
      if (sentence) sentences.push(sentence);
      start = end;
    }
    this.buffer = this.buffer.slice(start);
    return sentences;
  }

  /** Returns what is left when the text is complete. */
  flush(): string[] {
    const rest = this.buffer.trim();
    this.buffer = "";
    return rest ? [rest] : [];
  }
}
