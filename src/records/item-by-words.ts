// An item of a list just read out, named by what it says: 「把運動那個刪掉就好」「剛剛那個郵局的 幫我刪掉」
// 「那個拿藥的 已經拿了 可以刪掉」 'delete the dry cleaning one'.

// Deleting, said at the end (with what softens it) or first in English.
const DELETE_ZH = /(?:刪掉|刪除|刪了|刪|取消|取消掉|移除|拿掉|去掉|清掉|不要了|不用了)(?:吧|就好|就好了|好了)?$/u;
const DELETE_EN =
  /^(?:(?:ok|okay|then|just)\s+)*(?:please\s+)?(?:delete|remove|cancel|drop|get\s+rid\s+of|scratch)\s+the\s+.+?\s+(?:one|alarm|reminder|memo|note|timer)(?:\s+please)?$/i;
// The item pointed at: 「運動那個」「郵局的」「拿藥的」 'the dry cleaning one'.
const POINTED_ZH = /(?:那個|那則|那條|那筆|的)/u;
// Words every item may hold, which tell none apart.
const COMMON = new Set([
  "提醒",
  "鬧鐘",
  "記得",
  "要去",
  "明天",
  "今天",
  "後天",
  "早上",
  "晚上",
  "下午",
  "一下",
  "the",
  "and",
  "for",
  "that",
  "this",
  "one",
  "all",
  "you",
  "not",
  "now",
  "off",
]);

function stringsOf(item: Record<string, unknown>): string[] {
  return ["message", "content", "name", "text"].flatMap((key) => (typeof item[key] === "string" ? [item[key] as string] : []));
}

/** Pieces of an item's text that would name it if said: Chinese pairs of characters and up, English words of four letters and up (within words too: 'potato' in 'potatoes'). */
function namingPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const run of text.match(/\p{Script=Han}+/gu) ?? []) {
    for (let start = 0; start < run.length - 1; start++) {
      for (let end = start + 2; end <= run.length; end++) pieces.push(run.slice(start, end));
    }
  }
  for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) pieces.push(word);
  return pieces.filter((piece) => !COMMON.has(piece));
}

/** Short English words of an item's text (「gym」「vet」「mom」), which name it only as whole words of the sentence. */
function shortWords(text: string): string[] {
  return (text.toLowerCase().match(/\b[a-z]{3}\b/g) ?? []).filter((word) => !COMMON.has(word));
}

/**
 * The id of the one listed item the (normalised) sentence deletes by what it says, or null when
 * it deletes nothing, names none, or names more than one. `items` are the list's records.
 */
export function itemByWords(text: string, items: readonly Record<string, unknown>[]): string | null {
  const chinese = DELETE_ZH.test(text) && POINTED_ZH.test(text);
  if (!chinese && !DELETE_EN.test(text)) return null;
  const said = text.toLowerCase();
  const saidWords = new Set(said.match(/[a-z]+/g) ?? []);
  const names = (words: string) =>
    namingPieces(words).some((piece) => said.includes(piece)) || shortWords(words).some((word) => saidWords.has(word));
  const named = items.filter((item) => stringsOf(item).some(names));
  return named.length === 1 && named[0]?.id !== undefined ? String(named[0].id) : null;
}
