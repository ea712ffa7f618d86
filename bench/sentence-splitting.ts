// Times the streamed-text path of a reply on 1 MB of text in 3-character pieces, as a model streams
// it: npx tsx bench/sentence-splitting.ts [kilobytes]
// Target: linear — 1 MB in well under a second for each stage, with or without sentence ends, so a
// runaway reply never holds a turn (or the process) up. Before: 64 KB unpunctuated took about 1 s and
// 1 MB never finished (SentenceSplitter rescanned its whole buffer on every piece).
import { loadavg } from "node:os";
import { toSimplified, toTraditional } from "../src/core/chinese-script";
import { ScriptStream } from "../src/graph/script-stream";
import { SentenceSplitter } from "../src/graph/sentence-splitter";
import { SentenceThenMore } from "../src/graph/sentence-then-more";

const kilobytes = Number(process.argv[2] ?? 1024);
const characters = kilobytes * 1024;
const fill = (unit: string) => unit.repeat(Math.ceil(characters / unit.length)).slice(0, characters);
const texts: Record<string, string> = {
  "unpunctuated Chinese": fill("這是一段沒有標點的很長的文字"),
  "Chinese sentences": fill("今天台北晴，最高溫二十八度。明天有雨，記得帶傘！"),
  "English sentences": fill("It is 3.5 degrees in London today. Bring an umbrella! "),
  "unpunctuated English": fill("theveryveryverylongwordwithnospaces"),
  "simplified Chinese": fill("这是一段没有标点的很长的简体文字头发发现"),
};

function pieces(text: string): string[] {
  const out: string[] = [];
  for (let index = 0; index < text.length; index += 3) out.push(text.slice(index, index + 3));
  return out;
}

function time(label: string, run: () => number): void {
  const started = performance.now();
  const count = run();
  console.log(`  ${label.padEnd(52)} ${(performance.now() - started).toFixed(0).padStart(6)} ms  (${count.toLocaleString("en")} out)`);
}

// The splitter as it was: every push rescanned the whole buffer since the last sentence end.
function splitByRescanning(input: string[]): number {
  const sentenceEnd = /[。！？]+[」』”’）)]*|[!?]+[」』”’）)"']*(?=\s|$)|\.+[」』”’）)"']*(?=\s)|\n+/g;
  let buffer = "";
  let sentences = 0;
  for (const piece of input) {
    buffer += piece;
    let start = 0;
    for (const match of buffer.matchAll(sentenceEnd)) {
      const end = (match.index ?? 0) + match[0].length;
      if (end === buffer.length && !match[0].includes("\n") && !/[。！？][」』”’）)]*$/.test(match[0])) break;
      sentences++;
      start = end;
    }
    buffer = buffer.slice(start);
  }
  return sentences + 1;
}

// OpenCC builds its dictionaries once per process (about 0.3 s each): not part of any stage.
toTraditional("");
toSimplified("");
console.log("before: the rescanning splitter on unpunctuated Chinese");
for (const size of [16, 64])
  time(`${size} K characters`, () => splitByRescanning(pieces(fill("這是一段沒有標點的很長的文字").slice(0, size * 1024))));
console.log(`\n${kilobytes.toLocaleString("en")} K characters per text, in pieces of 3 characters`);
for (const [name, text] of Object.entries(texts)) {
  const input = pieces(text);
  console.log(name);
  time("SentenceSplitter (sentences, capped at 200)", () => {
    const splitter = new SentenceSplitter();
    let sentences = 0;
    for (const piece of input) sentences += splitter.push(piece).length;
    return sentences + splitter.flush().length;
  });
  time("SentenceThenMore (the hold-back ahead of a tool call)", () => {
    const gate = new SentenceThenMore();
    let opened = 0;
    for (const piece of input) if (gate.push(piece)) opened++;
    return opened;
  });
  for (const locale of ["zh-TW", "zh-CN"] as const) {
    time(`ScriptStream ${locale} (characters out)`, () => {
      const script = new ScriptStream(locale);
      let length = 0;
      for (const piece of input) length += script.push(piece).length;
      return length + script.flush().length;
    });
  }
}
console.log(
  `\nload average at the end (1, 5, 15 min): ${loadavg()
    .map((value) => value.toFixed(2))
    .join(", ")} — other processes on the machine show in the figures`,
);
