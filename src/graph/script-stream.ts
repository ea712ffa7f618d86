import { localeDefinition, type Locale } from "../core/locale";
import { toUserScript } from "../core/to-user-script";

// OpenCC converts by phrases (头发 → 頭髮, 发现 → 發現), so text is converted up to a point no
// phrase crosses: the last punctuation or space, or failing that all but the last few characters.
const phraseBreak = /[\s，。！？、；：,.!?;:「」（）()]/g;
const longestPhrase = 6;

/**
 * Converts streamed answer text to the user's script piece by piece, so a model that answers a
 * Traditional Chinese user in Simplified still reaches them in Traditional.
 */
export class ScriptStream {
  private held = "";

  constructor(private readonly locale: Locale) {}

  /** Adds a piece of text; returns what is ready, converted (possibly ""). */
  push(text: string): string {
    const definition = localeDefinition(this.locale);
    if (!definition.han) return text;
    this.held += text;
    // Nothing to convert (a Traditional answer to a Traditional user): no reason to wait.
    if (definition.inScript?.(this.held)) {
      const ready = this.held;
      this.held = "";
      return ready;
    }
    let cut = 0;
    for (const match of this.held.matchAll(phraseBreak)) cut = (match.index ?? 0) + 1;
    if (cut === 0) cut = Math.max(0, this.held.length - longestPhrase);
    const ready = this.held.slice(0, cut);
    this.held = this.held.slice(cut);
    return ready ? toUserScript(ready, this.locale) : "";
  }

  /** The rest, converted, once the text is complete. */
  flush(): string {
    const rest = this.held;
    this.held = "";
    return rest ? toUserScript(rest, this.locale) : "";
  }
}
