import type { DialogueContext } from "../../../src/routing/route-turn";
import { shownTimer } from "./shown-timer";
import { LAST_TURN_AT, routeOnlyRegistry, routeTurnOn } from "../../support/route-turn-kit";

const registry = routeOnlyRegistry();
const before = LAST_TURN_AT;
const route = routeTurnOn(registry);

const timer = shownTimer;
const timerSet: DialogueContext = {
  last: {
    tool: "set_timer",
    args: { seconds: 600, name: "pasta" },
    data: { timer: timer("2", "pasta") },
    success: true,
    reply: "…",
    at: before,
  },
};
const listed: DialogueContext = {
  last: { tool: "list_timers", args: {}, data: { timers: [timer("1"), timer("2", "rice")] }, success: true, reply: "…", at: before },
};

describe("how long is left, asked after looking", () => {
  it.each([
    "讓我看看還剩多久",
    "我想看一下 還剩多少時間",
    "幫我查一下還剩幾分鐘",
    "我想知道還有多久",
    "让我看看还剩多久",
    "我要查一下还剩几分钟",
  ])("「%s」 → list_timers", (text) => {
    expect(route(text)).toEqual({ kind: "call", tool: "list_timers", args: {}, via: "request" });
  });

  it.each(["我要看一下還有多少錢", "讓我看看還有幾天放假", "我要看一下還有多久到台北", "我要看一下電影還有多久", "讓我看看還剩多少"])(
    "「%s」 lists no timers",
    (text) => {
      expect(route(text)).not.toMatchObject({ tool: "list_timers" });
    },
  );
});

describe("the time left on one of the timers just set or read out", () => {
  const list = { kind: "call", tool: "list_timers", args: {}, via: "follow-up" };

  it.each([
    ["第一個還剩多久", listed],
    ["那第二个还有多久", listed],
    ["它還剩幾分鐘", timerSet],
    ["how much time is left on the second one", listed],
    ["how long's left on it", timerSet],
    ["how much longer does the last one have left", listed],
    // All of them at once.
    ["這兩個分別還剩多久", listed],
    ["它們各剩幾分鐘", listed],
    ["每個還有多久", listed],
    ["两个都还剩几分钟", listed],
    ["how long is left on each of them", listed],
    ["how much time is left on both", listed],
    ["how long do they each have left", listed],
    ["全都還有幾分鐘", listed],
    ["它們都還剩多久", timerSet],
    ["how long on the second one", listed],
    ["how much longer on it", timerSet],
    // How much longer, right after one was set.
    ["還要多久啦", timerSet],
    ["它還要幾分鐘才好", timerSet],
    // What was set, with no noun.
    ["我總共設了哪些", listed],
    ["剛剛都設了幾個", timerSet],
  ])("「%s」 lists the timers (%#)", (text, context) => {
    expect(route(text, context)).toEqual(list);
  });

  it.each([
    // With no timer just shown, 'the first one' may be anything.
    ["how long is left on the first one", {}],
    ["第一個還剩多久", {}],
    ["how long is left on the first episode", listed],
    ["第一集還剩多久", listed],
    ["兩個各還剩多久", {}],
    ["how long is left on each of them", {}],
    ["兩集各還剩多久", listed],
    ["how long is left on both episodes", listed],
    ["還要多久", {}],
    ["還要多久才到台北", timerSet],
    ["我總共設了哪些", {}],
    ["都還剩多少時間", {}],
    ["how long on it", {}],
    ["how long for it", timerSet],
  ])("「%s」 lists no timers (%#)", (text, context) => {
    expect(route(text, context)).not.toMatchObject({ tool: "list_timers" });
  });
});

describe("the time left asked of a timer just shown, by what it is for", () => {
  const kitchen: DialogueContext = {
    last: {
      tool: "list_timers",
      args: {},
      data: { timers: [timer("1", "滷肉"), timer("2", "白飯"), timer("3", "potatoes")] },
      success: true,
      reply: "…",
      at: before,
    },
  };

  it.each([
    "滷肉還剩多久",
    "白飯的還有幾分鐘",
    "how long is left on the potatoes",
    "how much time is left on the potato",
    "how long on the potatoes",
    "how much longer on the potato timer",
  ])("「%s」 → list_timers", (text) => {
    expect(route(text, kitchen)).toMatchObject({ kind: "call", tool: "list_timers", args: {} });
  });

  it.each(["考試還剩多久", "how long is left on the lease", "how long on the lease", "how long for the potatoes"])(
    "「%s」, a name no timer shown has, lists no timers",
    (text) => {
      expect(route(text, kitchen)).not.toMatchObject({ tool: "list_timers" });
    },
  );
});
