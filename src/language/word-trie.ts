interface TrieNode<Value> {
  next: Map<string, TrieNode<Value>>;
  values: Value[];
}

/**
 * Words and what each stands for, found in a text in one pass: the cost of a search grows with
 * the text and the longest word, not with how many words there are.
 *
 * @example
 * ```ts
 * const trie = new WordTrie<string>().add("天氣", "get_weather").add("匯率", "get_exchange_rate");
 * trie.find("台北天氣如何"); // Set { "get_weather" }
 * ```
 */
export class WordTrie<Value> {
  private readonly root: TrieNode<Value> = { next: new Map(), values: [] };

  /** Adds a word (matched as written; fold the case first if it should not matter). */
  add(word: string, value: Value): this {
    let node = this.root;
    for (const character of word) {
      let child = node.next.get(character);
      if (child === undefined) {
        child = { next: new Map(), values: [] };
        node.next.set(character, child);
      }
      node = child;
    }
    node.values.push(value);
    return this;
  }

  /** What the words found anywhere in the text stand for. */
  find(text: string): Set<Value> {
    const found = new Set<Value>();
    const characters = Array.from(text);
    for (let start = 0; start < characters.length; start += 1) {
      let node: TrieNode<Value> | undefined = this.root;
      for (let index = start; index < characters.length; index += 1) {
        node = node.next.get(characters[index]);
        if (node === undefined) break;
        for (const value of node.values) found.add(value);
      }
    }
    return found;
  }
}
