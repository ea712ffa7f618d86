// Where a long sentence may be cut: after a comma, a semicolon, a colon or an enumeration comma, or at a space.
const softBreaks = new Set([..."，、；：,;:"]);
const space = /\s/;

/**
 * Cuts text into pieces of at most `maxLength` characters, each ending at the last soft break
 * (，、；：,;: or white space) in the second half of its window, or else cut at the window's end
 * (never inside a surrogate pair). The last piece is what remains, possibly shorter.
 */
export function cutLongText(text: string, maxLength: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > maxLength) {
    let cut = start + maxLength;
    for (let index = cut - 1; index >= start + Math.floor(maxLength / 2); index--) {
      const character = text[index];
      if (softBreaks.has(character)) {
        cut = index + 1;
        break;
      }
      if (space.test(character)) {
        cut = index;
        break;
      }
    }
    // A cut between the two halves of a surrogate pair (an emoji, a rare Han character) would break both.
    const before = text.charCodeAt(cut - 1);
    if (before >= 0xd800 && before <= 0xdbff) cut--;
    pieces.push(text.slice(start, cut));
    start = cut;
  }
  pieces.push(text.slice(start));
  return pieces;
}
