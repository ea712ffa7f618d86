import { SentenceSplitter } from "../../src/index";
import { SentenceThenMore } from "../../src/graph/sentence-then-more";

// The splitter as it was before it was made linear: the reference for what normal text becomes.
function splitAsBefore(pieces: string[]): string[] {
  const sentenceEnd = /[。！？]+[」』”’）)]*|[!?]+[」』”’）)"']*(?=\s|$)|\.+[」』”’）)"']*(?=\s)|\n+/g;
  const leftOver = /^[\s。！？!?」』”’）)]+/;
  let buffer = "";
  const sentences: string[] = [];
  for (const piece of pieces) {
    buffer += piece;
    let start = 0;
    for (const match of buffer.matchAll(sentenceEnd)) {
      const end = (match.index ?? 0) + match[0].length;
      if (end === buffer.length && !match[0].includes("\n") && !/[。！？][」』”’）)]*$/.test(match[0])) break;
      const sentence = buffer.slice(start, end).replace(leftOver, "").trim();
      if (sentence) sentences.push(sentence);
      start = end;
    }
    buffer = buffer.slice(start);
  }
  const rest = buffer.replace(leftOver, "").trim();
  return rest ? [...sentences, rest] : sentences;
}

const normalTexts = [
  "匯率是 31.62。他說「好！」然後走了",
  "It is 3.5 degrees. Nice!\nBye",
  "今天台北晴，最高溫 28 度。明天有雨！！記得帶傘？好的。",
  "Wait... really?! Yes.\n\nOK!」 Next line\nDone.",
  "他說：「你確定嗎？」我說：「確定。」e.g. this one... and that.",
  "Mr. Smith paid $3.50 (cash). Then left!",
];

function pushInPieces(text: string, size: number, splitter = new SentenceSplitter()): string[] {
  const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "gu")) ?? [];
  return [...pieces.flatMap((piece) => splitter.push(piece)), ...splitter.flush()];
}

describe("SentenceSplitter on normal text", () => {
  it("gives the same sentences as before, whatever the size of the pieces", () => {
    for (const text of normalTexts) {
      for (const size of [1, 2, 3, 5, 8, 1000]) {
        const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "gu")) ?? [];
        expect([size, pushInPieces(text, size)]).toEqual([size, splitAsBefore(pieces)]);
      }
    }
  });
});

describe("SentenceSplitter on text with no sentence end", () => {
  it("cuts 256 KB of unpunctuated text into sentences of at most 200 characters, losing nothing", () => {
    const text = "這是一段沒有標點的很長的文字".repeat((256 * 1024) / 14);
    const sentences = pushInPieces(text, 3);

    expect(sentences.join("")).toBe(text);
    expect(Math.max(...sentences.map((sentence) => sentence.length))).toBe(200);
  });

  it("cuts at a comma in the second half of the limit rather than in the middle of a clause", () => {
    const clause = "今天天氣很好我們去公園散步，";
    const sentences = pushInPieces(clause.repeat(20), 3, new SentenceSplitter({ maxLength: 50 }));

    expect(sentences.slice(0, -1).every((sentence) => sentence.endsWith("，") && sentence.length <= 50)).toBe(true);
    expect(sentences.join("")).toBe(clause.repeat(20));
  });

  it("cuts English at a space, never inside a word, and never splits an emoji", () => {
    const words = "the quick brown fox jumps over the lazy dog ".repeat(30);
    const english = pushInPieces(words, 4, new SentenceSplitter({ maxLength: 40 }));
    expect(english.every((sentence) => sentence.length <= 40)).toBe(true);
    expect(english.join(" ").split(" ")).toEqual(words.trim().split(" "));

    const emoji = pushInPieces("😀".repeat(30), 3, new SentenceSplitter({ maxLength: 7 }));
    expect(emoji.join("")).toBe("😀".repeat(30));
    expect(emoji.every((sentence) => /^(?:😀)+$/u.test(sentence))).toBe(true);
  });

  it("caps a sentence that arrives whole, too", () => {
    const splitter = new SentenceSplitter({ maxLength: 10 });
    expect(splitter.push(`${"一二三四五，".repeat(4)}完。`)).toEqual(["一二三四五，", "一二三四五，", "一二三四五，", "一二三四五，完。"]);
  });

  it("refuses a limit that cannot hold a character", () => {
    expect(() => new SentenceSplitter({ maxLength: 1 })).toThrow(/maxLength must be/);
  });
});

describe("the hold-back of text ahead of a tool call (SentenceThenMore)", () => {
  const sentenceThenMore = /[。！？!?\n]\s*\S|[.]\s+\S/;
  it("opens exactly where the pattern it replaced first matched, piece by piece", () => {
    for (const text of [
      ...normalTexts,
      "讓我查一下",
      "Let me check.",
      "Let me check. Done",
      "3.5 is a number",
      "好。 ",
      "好。\n\n下一句",
      "x.\n y",
    ]) {
      for (const size of [1, 2, 3, 7]) {
        const gate = new SentenceThenMore();
        let held = "";
        for (const piece of text.match(new RegExp(`[\\s\\S]{1,${size}}`, "gu")) ?? []) {
          held += piece;
          expect([text, size, held, gate.push(piece)]).toEqual([text, size, held, sentenceThenMore.test(held)]);
        }
      }
    }
  });

  it("looks at 256 KB without a sentence end in one pass", () => {
    const gate = new SentenceThenMore();
    const piece = "這是一段沒有標點的很長的文字";
    let opened = false;
    for (let index = 0; index < (256 * 1024) / piece.length; index++) opened ||= gate.push(piece);
    expect(opened).toBe(false);
    expect(gate.push("。再來")).toBe(true);
  });
});
