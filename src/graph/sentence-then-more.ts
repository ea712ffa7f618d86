const chineseOrLineEnd = new Set(["。", "！", "？", "!", "?", "\n"]);
const space = /\s/;

/**
 * Watches streamed text for a whole sentence with something after it — an end (。！？!? or a line
 * break, or "." followed by white space) and then a character that is not white space — looking at
 * each character once, however long the text grows without one.
 */
export class SentenceThenMore {
  // "none": no sentence end yet; "end": after an end and any white space; "dot": right after ".".
  private state: "none" | "end" | "dot" = "none";
  private found = false;

  /** Adds text; true once a sentence and something after it have arrived. */
  push(text: string): boolean {
    if (this.found) return true;
    for (const character of text) {
      const blank = space.test(character);
      if (this.state === "end" && !blank) return (this.found = true);
      if (this.state === "dot" && blank) {
        this.state = "end";
        continue;
      }
      if (this.state === "end") continue;
      this.state = chineseOrLineEnd.has(character) ? "end" : character === "." ? "dot" : "none";
    }
    return false;
  }
}
