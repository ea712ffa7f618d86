import { normalizeText } from "../../../src/language/normalize-text";
import { compileTemplate, type CompileTemplateOptions } from "../../../src/language/templates/compile-template";
import { matchTemplate } from "../../../src/language/templates/match-template";
import { TaggedSentence } from "../../../src/language/templates/tagged-sentence";
import { wordListSlot } from "../../../src/language/templates/word-list-slot";

const context = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" };
const match = (template: string, text: string, options?: CompileTemplateOptions) =>
  matchTemplate(compileTemplate(template, options), new TaggedSentence(normalizeText(text), context));

describe("matching a template", () => {
  it.each([
    ["[幫我|請]擲{sides:integer}面骰", "幫我擲二十面骰", { sides: 20 }],
    ["[幫我|請]擲{sides:integer}面骰", "请掷12面骰", { sides: 12 }],
    ["擲[一個]{sides:integer}面骰", "擲一個20面骰", { sides: 20 }],
    ["roll a {sides:integer}[-| ]sided die", "Roll a 20-sided die", { sides: 20 }],
    ["roll a {sides:integer}[-| ]sided die", "roll a twenty sided die", { sides: 20 }],
    ["{place:place}[的]天氣[怎麼樣|如何]", "台北的天氣如何", { place: "台北" }],
    ["{place:place}[的]天氣[怎麼樣|如何]", "New York 天氣", { place: "New York" }],
    ["{amount:amount}換{to:currency}[多少]", "100 美金換台幣多少", { amount: { amount: 100, currency: "USD" }, to: "TWD" }],
    ["{when:time}叫我起床", "明天早上七點叫我起床", { when: { date: "2026-03-11", time: "07:00" } }],
    ["{period:period}[的]咖啡花了多少[錢]", "這個月咖啡花了多少錢", { period: { start: "2026-03-01", end: "2026-03-31" } }],
    ["<ask>{date:date}是星期幾", "請問下週五是星期幾", { date: "2026-03-20" }],
    ["{length:duration}後提醒我", "一個半小時後提醒我", { length: 5400 }],
    ["刪除{which:ordinal}鬧鐘", "刪除第二個鬧鐘", { which: 2 }],
    ["記一下{content:text}", "記一下 買牛奶", { content: "買牛奶" }],
  ])("%s reads %s", (template, text, slots) => {
    expect(match(template, text)).toEqual(slots);
  });

  it.each([
    ["{place:place}[的]天氣[怎麼樣|如何]", "我的天氣如何"],
    ["{place:place}[的]天氣[怎麼樣|如何]", "明天天氣如何"],
    ["[幫我|請]擲{sides:integer}面骰", "幫我擲面骰"],
    ["[幫我|請]擲{sides:integer}面骰", "幫我擲二十面骰子給我"],
    ["roll a {sides:integer}[-| ]sided die", "roll a big sided die"],
  ])("%s does not claim %s", (template, text) => {
    expect(match(template, text)).toBeNull();
  });

  it("reads a number inside a name both ways, and declines when the readings disagree", () => {
    // Without the number, the name is all text; with it, 6 and 號線: two answers, none claimed.
    expect(match("[{n:integer}]{name:text}", "6號線")).toBeNull();
    // Either way the same line: claimed.
    expect(match("{line:text}幾點收班", "6號線幾點收班")).toEqual({ line: "6號線" });
    expect(match("{n:integer}號線幾點收班", "6號線幾點收班")).toEqual({ n: 6 });
  });

  it("never cuts a tag in two with free text", () => {
    // 「明天」 is a date: a place cannot end inside it.
    expect(match("{place:text}天天氣", "台北明天天氣", { slotTypes: [] })).toEqual({ place: "台北明" });
    expect(match("{place:text}天天氣[{day:date}]", "台北明天天氣")).toBeNull();
  });

  it("matches a slot named with a leading _ without returning it, and reads \\  as a pause the sentence must have", () => {
    const down = {
      name: "down",
      find: (text: string) => [...text.matchAll(/下(?!午)/gu)].map((m) => ({ start: m.index, end: m.index + 1, value: "下" })),
    };
    expect(match("查[{_d:down}]{what:text}", "查下黑洞", { slotTypes: [down] })).toEqual({ what: "黑洞" });
    expect(match("查[{_d:down}]{what:text}", "查下午茶", { slotTypes: [down] })).toEqual({ what: "下午茶" });
    expect(match("維基百科查\\ {what:text}", "維基百科查 黑洞")).toEqual({ what: "黑洞" });
    expect(match("維基百科查\\ {what:text}", "維基百科查黑洞")).toBeNull();
    // A pause right after a slot, typed or free text.
    expect(match("what\\ percent\\ of\\ {x:number}\\ is\\ {y:number}", "what percent of 80 is 20")).toEqual({ x: 80, y: 20 });
    expect(match("{label:text}\\ {x:number}", "這頓飯 1860")).toEqual({ label: "這頓飯", x: 1860 });
    expect(match("{label:text}\\ {x:number}", "這頓飯1860")).toBeNull();
  });

  it("takes words given as data", () => {
    const phase = wordListSlot({ name: "moon_phase", words: { 滿月: "Full Moon", 新月: "New Moon", "full moon": "Full Moon" } });
    expect(match("下次{phase:moon_phase}是哪天", "下次滿月是哪天", { slotTypes: [phase] })).toEqual({ phase: "Full Moon" });
    expect(match("when is the next {phase:moon_phase}", "When is the next Full Moon", { slotTypes: [phase] })).toEqual({
      phase: "Full Moon",
    });
  });
});
