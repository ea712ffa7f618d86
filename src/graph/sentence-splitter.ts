// Chinese sentence ends split at once, even as the last character received, so speech can start
// without waiting for the next piece; Latin ones only before white space, so "3.5" and "e.g."
// do not split. A closing quote or bracket that arrives after its sentence went out is not spoken.
const sentenceEnd = /[。！？]+[」』”’）)]*|[!?]+[」』”’）)"']*(?=\s|$)|\.+[」』”’）)"']*(?=\s)|\n+/g;
const chineseEnd = /[。！？][」』”’）)]*$/;
const leftOver = /^[\s。！？!?」』”’）)]+/;

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
      // "!" at the very end may still grow ("!!", "!」"); a Chinese end goes out at once.
      if (end === this.buffer.length && !match[0].includes("\n") && !chineseEnd.test(match[0])) break;
      const sentence = this.buffer.slice(start, end).replace(leftOver, "").trim();
      if (sentence) sentences.push(sentence);
      start = end;
    }
    this.buffer = this.buffer.slice(start);
    return sentences;
  }

  /** Returns what is left when the text is complete. */
  flush(): string[] {
    const rest = this.buffer.replace(leftOver, "").trim();
    this.buffer = "";
    return rest ? [rest] : [];
  }
}
