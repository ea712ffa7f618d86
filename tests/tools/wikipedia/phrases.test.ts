import { matchPhrases } from "../../support/match-phrases";
import { createWikipediaTool } from "../../../src/tools/wikipedia";

const { phrases } = createWikipediaTool();

const context = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" };
const route = (text: string) => matchPhrases(phrases, text, context);

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
    ["維基百科查一下台積電", "台積電"],
    ["維基百科上搜 黑洞", "黑洞"],
    ["上維基查一下鄭成功", "鄭成功"],
    ["上維基百科搜尋量子力學", "量子力學"],
    ["維基百科上面怎麼介紹玉山", "玉山"],
    ["维基百科上面怎么介绍长城", "長城"],
    ["維基百科對台積電怎麼說", "台積電"],
    ["玉山在維基百科上是怎麼介紹的", "玉山"],
    ["look up Alan Turing on wikipedia", "Alan Turing"],
    ["Search Wikipedia for quantum mechanics", "quantum mechanics"],
    ["what does wikipedia say about black holes", "black holes"],
    ["去维基百科查一下长城", "長城"],
    ["维基百科查查量子纠缠", "量子糾纏"],
    ["維基百科查查看黑洞", "黑洞"],
    ["維基百科找找玉山", "玉山"],
    ["去維基查查黑洞", "黑洞"],
    ["到維基百科搜搜台積電", "台積電"],
    ["从维基百科查一下秦始皇", "秦始皇"],
    ["幫我維基百科查一下鄭成功", "鄭成功"],
    ["維基一下長城", "長城"],
    ["幫我wiki一下量子力學", "量子力學"],
    ["look Alan Turing up on wikipedia", "Alan Turing"],
    ["pull up the wikipedia page for the Great Wall", "the Great Wall"],
    ["what's wikipedia got on black holes", "black holes"],
    // the topic after a pause, 幫我 between Wikipedia and the verb
    ["維基百科，光合作用", "光合作用"],
    ["维基百科,黑洞", "黑洞"],
    ["用維基百科幫我查一下馬雅文明", "馬雅文明"],
    ["維基百科幫我查一下黑洞", "黑洞"],
    ["上維基幫我找周杰倫", "周杰倫"],
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
    "維基百科查資料很方便",
    "維基百科查不到",
    "維基百科搜尋功能很爛",
    "上維基查一下",
    "上維基百科查了很久都找不到",
    "維基百科怎麼說的",
    "維基百科怎麼介紹自己",
    "維基百科上面寫的都是對的嗎",
    "要怎麼在維基百科上新增一個條目",
    "wikipedia is great",
    "is wikipedia reliable",
    "維基百科查查就知道了",
    "去維基百科查資料很方便",
    "維基一下就知道了",
    "維基百科查查看嗎",
    "去維基百科查",
    "what's wikipedia",
    "維基百科,我不信",
    "維基百科 你覺得呢",
    "維基百科,好用嗎",
  ])("leaves 「%s」 to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("wikipedia phrases: 查下, asked as a favour, thanks after the topic", () => {
  it.each([
    // 查下 / 搜下, as 查一下 is said in the mainland and Hong Kong
    ["維基百科查下李白", "李白"],
    ["维基百科搜下相对论", "相對論"],
    ["查下維基百科 台北101", "台北101"],
    ["上維基查下孫中山", "孫中山"],
    // 可以…嗎 around the request, and thanks after it, with or without a pause
    ["可以幫我在維基百科上查一下張學友嗎 謝謝你", "張學友"],
    ["你能不能去維基百科查查長江 謝謝", "長江"],
    ["可不可以在维基百科上搜一下黄河 谢谢", "黃河"],
    ["幫我在維基百科查一下梅蘭芳 謝謝", "梅蘭芳"],
    ["維基百科 黑洞 謝謝", "黑洞"],
    ["search wikipedia for the Ming dynasty, thanks", "the Ming dynasty"],
    ["pull up the wikipedia page on Manila please", "Manila"],
  ])("routes 「%s」", (text, query) => {
    expect(route(text)).toEqual({ query });
  });

  it.each([
    "維基百科查下去",
    "維基百科搜下去就有了",
    "查下維基百科",
    // 嗎 with no 可以 before it asks nothing; 可以…嗎 about searching at all asks what the assistant can do
    "維基百科查一下黑洞嗎",
    "你可以在維基百科上查東西嗎",
    "能在維基百科查嗎",
    // whether it can be found is a question
    "可以在維基百科查到鄧麗君嗎",
    "維基百科查一下謝謝",
  ])("leaves 「%s」 to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});
