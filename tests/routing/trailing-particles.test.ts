import { routeLocally } from "../../src/routing/route-locally";
import { routeOnlyRegistry, TURN_NOW } from "../support/route-turn-kit";

const registry = routeOnlyRegistry();
const route = (text: string) => routeLocally(text, { registry, now: TURN_NOW, timeZone: "Asia/Taipei", locale: "zh-TW" });

describe("a particle at the end of a request, and a word that ends like one", () => {
  it.each([
    ["幫我設一個七點的鬧鐘 去酒吧", "set_alarm", { message: "去酒吧" }],
    ["明天晚上八點提醒我去網吧", "set_alarm", { message: "去網吧" }],
    ["記一下 週五去酒吧", "add_memo", { content: "週五去酒吧" }],
    ["记一下 周五去酒吧", "add_memo", { content: "周五去酒吧" }],
  ])("「%s」 keeps the place 吧 ends", (text, tool, args) => {
    expect(route(text)).toMatchObject({ tool, args });
  });

  it.each([
    ["明天早上七點叫我吧", { time: "2026-03-11T07:00", message: "" }],
    ["明天早上七點提醒我繳費吧", { time: "2026-03-11T07:00", message: "繳費" }],
  ])("「%s」: a softening 吧 is no part of the request", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });
});
