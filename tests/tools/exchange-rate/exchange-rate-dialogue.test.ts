import { routeLocally } from "../../../src/routing/route-locally";
import { lastCallOf, routeOnlyRegistry, routeTurnOn, TURN_NOW } from "../../support/route-turn-kit";

const registry = routeOnlyRegistry();
const routeTurn = routeTurnOn(registry);
const route = (text: string) => routeLocally(text, { registry, now: TURN_NOW, timeZone: "Asia/Taipei" });

describe("a rate asked of no currency", () => {
  it.each(["換算一下匯率", "帮我算一下汇率", "幫我換算匯率", "匯率換算", "我想算下匯率"])("「%s」 asks which currency", (text) => {
    expect(routeTurn(text)).toMatchObject({ kind: "ask", tool: "get_exchange_rate", slot: "from_currency" });
  });

  it.each(["換算一下單位", "匯率換算公式是什麼", "匯率怎麼換算", "換算一下"])("「%s」 asks no currency", (text) => {
    expect(routeTurn(text)).not.toMatchObject({ kind: "ask", tool: "get_exchange_rate" });
  });
});

describe("amounts said in slang or with a half", () => {
  it.each([
    ["convert three and a half grand euros to yen", { from_currency: "EUR", to_currency: "JPY", amount: 3500 }],
    ["change one and a half thousand pounds into US dollars", { from_currency: "GBP", to_currency: "USD", amount: 1500 }],
    ["how much is ten grand US dollars in yen", { from_currency: "USD", to_currency: "JPY", amount: 10000 }],
  ])("「%s」", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_exchange_rate", args });
  });

  it.each(["how much is five grand in yen", "convert the grand total to yen"])("「%s」 names no currency to convert from", (text) => {
    expect(route(text)).toBeNull();
  });

  const poundsToTaiwan = lastCallOf("get_exchange_rate", { from_currency: "GBP", to_currency: "TWD", amount: 50 });
  it.each([
    ["and four grand?", 4000],
    ["what about one and a half grand", 1500],
    ["and half a grand", 500],
    ["make it two grand", 2000],
  ])("「%s」 after a conversion converts %d of the same", (text, amount) => {
    expect(routeTurn(text, poundsToTaiwan)).toMatchObject({
      kind: "call",
      tool: "get_exchange_rate",
      args: { from_currency: "GBP", to_currency: "TWD", amount },
    });
  });

  it.each(["and the grand total?", "what about the Grand Canyon"])("「%s」 is no amount", (text) => {
    expect(routeTurn(text, poundsToTaiwan)).not.toMatchObject({ tool: "get_exchange_rate", args: { amount: expect.any(Number) } });
  });
});

describe("amounts in shorthand: a k after the figure, a currency sign before it", () => {
  it.each([
    ["how much is 20k won in Taiwan dollars", { from_currency: "KRW", to_currency: "TWD", amount: 20000 }],
    ["convert 2.5k euros to yen", { from_currency: "EUR", to_currency: "JPY", amount: 2500 }],
    ["convert $50 to yen", { from_currency: "USD", to_currency: "JPY", amount: 50 }],
    ["how much is NT$1,500 in US dollars", { from_currency: "TWD", to_currency: "USD", amount: 1500 }],
    ["what's €80 in pounds", { from_currency: "EUR", to_currency: "GBP", amount: 80 }],
    ["convert HK$300 to yen", { from_currency: "HKD", to_currency: "JPY", amount: 300 }],
    ["NT$800換日幣", { from_currency: "TWD", to_currency: "JPY", amount: 800 }],
  ])("「%s」", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_exchange_rate", args });
  });

  // "$" in Chinese text may be Taiwan's or Hong Kong's own dollar; "¥" is the yen and the yuan alike.
  it.each(["$300換日幣", "convert ¥5000 to dollars", "how much is 5k in yen", "convert a couple hundred bucks to yen"])(
    "「%s」 names no currency for sure",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );

  const yenToDollars = lastCallOf("get_exchange_rate", { from_currency: "JPY", to_currency: "USD", amount: 15000 });
  it.each([
    ["what about $80 in pounds", { from_currency: "USD", to_currency: "GBP", amount: 80 }],
    ["那兩千港幣換美金呢", { from_currency: "HKD", to_currency: "USD", amount: 2000 }],
  ])("「%s」 after a conversion converts that amount, of that currency, into the one named", (text, args) => {
    expect(routeTurn(text, yenToDollars)).toMatchObject({ kind: "call", tool: "get_exchange_rate", args });
  });
});
