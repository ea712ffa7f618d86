import { normalizeText } from "../../../src/routing/normalize-text";
import { createWikipediaTool } from "../../../src/tools/wikipedia";

const { phrases } = createWikipediaTool();

function route(text: string): Record<string, unknown> | null {
  const normalized = normalizeText(text);
  for (const phrase of phrases) {
    const match = normalized.match(phrase.pattern);
    const args = match && (phrase.toArgs ? phrase.toArgs(match, { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" }) : {});
    if (args) return args;
  }
  return null;
}

describe("wikipedia phrases", () => {
  it.each([
    ["幫我查維基百科 黑洞", "黑洞"],
    ["維基百科上的量子力學", "量子力學"],
    ["维基百科上的量子力学", "量子力學"],
    ["幫我在維基百科上查一下愛因斯坦", "愛因斯坦"],
    ["查一下維基百科關於台北101的資料", "台北101"],
    ["查一下黑洞的維基百科", "黑洞"],
    ["黑洞的維基百科條目", "黑洞"],
    ["維基百科 「相對論」", "相對論"],
    ["look up Alan Turing on wikipedia", "Alan Turing"],
    ["Search Wikipedia for quantum mechanics", "quantum mechanics"],
    ["what does wikipedia say about black holes", "black holes"],
  ])("routes 「%s」", (text, query) => {
    expect(route(text)).toEqual({ query });
  });

  it.each([
    "黑洞會不會吞掉地球",
    "鬧鐘是誰發明的",
    "為什麼天空是藍色的",
    "查維基百科",
    "維基百科",
    "維基百科可靠嗎",
    "維基百科是誰創立的",
    "維基百科的創辦人是誰",
    "我昨天在維基百科看到一篇文章",
    "wikipedia is great",
    "is wikipedia reliable",
  ])("leaves 「%s」 to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});
