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
