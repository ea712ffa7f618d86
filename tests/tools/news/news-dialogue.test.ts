import type { Locale } from "../../../src/core/locale";
import { lastCallOf, routeOnlyRegistry, routeTurnOn } from "../../support/route-turn-kit";

const routeTurn = routeTurnOn(routeOnlyRegistry());
// The last turn, 20 seconds before: the tech headlines.
const techRead = lastCallOf("get_news", { category: "tech" });
const route = (text: string, locale: Locale = "zh-TW") => routeTurn(text, techRead, locale);

describe("news in a conversation", () => {
  it.each([
    ["只要念三條就好", "zh-TW", 3],
    ["念五則就好", "zh-TW", 5],
    ["给我两条就行", "zh-CN", 2],
    ["just give me three", "en", 3],
    ["only the top 5", "en", 5],
    ["read me two", "en", 2],
  ] as const)("「%s」 reads the same board, %s headlines", (text, locale, limit) => {
    expect(route(text, locale)).toMatchObject({ kind: "call", tool: "get_news", args: { category: "tech", limit } });
  });

  it.each([
    ["那運動的", "sports"],
    ["娛樂的呢", "entertainment"],
    ["好啦 那体育的", "sports"],
  ])("「%s」 reads another board (%s)", (text, category) => {
    expect(route(text)).toMatchObject({ kind: "call", tool: "get_news", args: { category } });
  });

  it.each(["give me thirty", "我的呢", "two more alarms", "念十五條"])("「%s」 is not a count of headlines", (text) => {
    expect(route(text)).not.toMatchObject({ tool: "get_news", args: { limit: expect.anything() } });
  });
});

describe("another board and how many, in one turn", () => {
  it.each([
    ["體育的呢 給我兩則就好", "sports", 2],
    ["那財經的呢,念五條", "finance", 5],
  ] as const)("「%s」 reads %s, %s headlines", (text, category, limit) => {
    expect(route(text)).toMatchObject({ kind: "call", tool: "get_news", args: { category, limit } });
  });

  it("a board that is none is not read", () => {
    expect(route("隔壁的呢 給我三則")).not.toMatchObject({ kind: "call", tool: "get_news" });
  });
});
