import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../../src/core/locale";
import { loadSettings } from "../../../src/core/settings";
import { type ToolRegistry } from "../../../src/core/tool-registry";
import { routeTurn, type DialogueContext } from "../../../src/routing/route-turn";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { shownTimer } from "./shown-timer";
import { useTimerGraph } from "./timer-graph";

// Tuesday 2026-03-10, 09:00 in Taipei; the last turn was 20 seconds before.
const now = new Date("2026-03-10T01:00:00Z");
const before = new Date(now.getTime() - 20_000).toISOString();
let dataDir: string;
let registry: ToolRegistry;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "timer-dialogue-"));
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function route(text: string, context: DialogueContext = {}, locale: Locale = "zh-TW") {
  return routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale, context });
}

const asked = (args: Record<string, unknown> = {}, question = "要計時多久？"): DialogueContext => ({
  pending: { kind: "slot", tool: "set_timer", args, slot: "seconds", question, at: before },
});
const timer = shownTimer;
const timerSet: DialogueContext = {
  last: {
    tool: "set_timer",
    args: { seconds: 600, name: "" },
    data: { timer: timer("3") },
    success: true,
    reply: "計時 10 分鐘，開始。",
    at: before,
  },
};
const listed = (...timers: ReturnType<typeof timer>[]): DialogueContext => ({
  last: { tool: "list_timers", args: {}, data: { timers }, success: true, reply: "…", at: before },
});

describe("a timer asked for with no length is asked back how long", () => {
  it.each([
    ["我要計時", "zh-TW", "要計時多久？", {}],
    ["幫我倒數一下", "zh-TW", "要計時多久？", {}],
    ["麻煩幫我倒數", "zh-TW", "要計時多久？", {}],
    ["幫我設個計時器", "zh-TW", "要計時多久？", {}],
    ["好 再開一個計時器", "zh-TW", "要計時多久？", {}],
    ["幫我設一個烤地瓜的計時器", "zh-TW", "要計時多久？", { name: "烤地瓜" }],
    ["帮我设个倒计时", "zh-CN", "要计时多久？", {}],
    ["我想倒计时", "zh-CN", "要计时多久？", {}],
    ["set me a timer", "en", "For how long?", {}],
    ["could you start a countdown", "en", "For how long?", {}],
    ["set another timer please", "en", "For how long?", {}],
    ["I need a timer", "en", "For how long?", {}],
    ["set a rice timer", "en", "For how long?", { name: "rice" }],
    ["start a timer for the bread", "en", "For how long?", { name: "bread" }],
  ] as const)("「%s」 (%s) → 「%s」", (text, locale, question, known) => {
    expect(route(text, {}, locale)).toEqual({ kind: "ask", tool: "set_timer", args: known, slot: "seconds", question });
  });

  it.each([
    // 計時 alone, or 開始計時, may ask for a stopwatch; 計時器 alone may be about anything.
    ["計時", "zh-TW"],
    ["開始計時", "zh-TW"],
    ["計時器怎麼用", "zh-TW"],
    ["設計時器的程式", "zh-TW"],
    ["開個計時器要多少錢", "zh-TW"],
    ["start the timer", "en"],
    ["set the timer", "en"],
    ["how do I set a timer", "en"],
    ["set a timer for tomorrow", "en"],
  ] as const)("「%s」 is not asked back", (text, locale) => {
    expect(route(text, {}, locale)).not.toMatchObject({ kind: "ask" });
  });
});

describe("one more timer with no length is asked how long", () => {
  it.each([
    ["another timer", {}],
    ["one more timer for the rice", { name: "rice" }],
    ["set another one for the garlic bread", { name: "garlic bread" }],
    ["start one more for my tea", { name: "tea" }],
  ])("'%s' → 'For how long?'", (text, known) => {
    expect(route(text, timerSet, "en")).toEqual({
      kind: "ask",
      tool: "set_timer",
      args: known,
      slot: "seconds",
      question: "For how long?",
    });
  });

  // Right after a timer was set, 'another one' is another timer (the route reads it for any tool
  // that makes records: src/routing/route-turn.ts); 'another one for the road' is not one more.
  it.each(["another one", "set another one"])("'%s' right after a timer asks how long", (text) => {
    expect(route(text, timerSet, "en")).toEqual({ kind: "ask", tool: "set_timer", args: {}, slot: "seconds", question: "For how long?" });
  });

  it("'another one for the road' is not asked back nor set", () => {
    expect(route("another one for the road", timerSet, "en")).toBeNull();
  });
});

describe("the length answers the question", () => {
  it.each([
    ["二十分鐘", {}, { seconds: 1200 }],
    ["就兩分半吧", {}, { seconds: 150 }],
    ["一個小時左右", {}, { seconds: 3600 }],
    ["一刻钟", {}, { seconds: 900 }],
    ["四十分鐘", { name: "烤地瓜" }, { seconds: 2400, name: "烤地瓜" }],
  ])("「%s」 after %o → set_timer %o", (text, known, args) => {
    expect(route(text, asked(known))).toEqual({ kind: "call", tool: "set_timer", args, via: "answer" });
  });

  it.each([
    ["for twenty minutes", {}, { seconds: 1200 }],
    ["make it 90 seconds please", {}, { seconds: 90 }],
    ["about an hour and a half", {}, { seconds: 5400 }],
    ["a quarter of an hour", { name: "rice" }, { seconds: 900, name: "rice" }],
  ])("'%s' after %o → set_timer %o", (text, known, args) => {
    expect(route(text, asked(known, "For how long?"), "en")).toEqual({ kind: "call", tool: "set_timer", args, via: "answer" });
  });

  // What the timer is for, said before or after the length, after a pause or not.
  it.each([
    ["三分鐘 煮泡麵的", "zh-TW", { seconds: 180, name: "煮泡麵" }],
    ["五分鐘 泡茶用", "zh-TW", { seconds: 300, name: "泡茶" }],
    ["烤地瓜用的 四十分鐘", "zh-TW", { seconds: 2400, name: "烤地瓜" }],
    ["滷蛋的話 就八分鐘吧", "zh-TW", { seconds: 480, name: "滷蛋" }],
    ["蒸魚十二分鐘", "zh-TW", { seconds: 720, name: "蒸魚" }],
    ["是給面膜的 十五分鐘", "zh-TW", { seconds: 900, name: "面膜" }],
    ["煮饺子用的 六分钟", "zh-CN", { seconds: 360, name: "煮饺子" }],
    ["七分钟 煮鸡蛋的", "zh-CN", { seconds: 420, name: "煮鸡蛋" }],
    ["three minutes, for the tea", "en", { seconds: 180, name: "tea" }],
    ["twelve minutes, it's for the pasta", "en", { seconds: 720, name: "pasta" }],
    ["for the rice, twenty minutes", "en", { seconds: 1200, name: "rice" }],
    ["for 8 minutes for my eggs", "en", { seconds: 480, name: "eggs" }],
  ] as const)("「%s」 (%s) → set_timer %o", (text, locale, args) => {
    expect(route(text, asked({}, locale === "en" ? "For how long?" : "要計時多久？"), locale)).toEqual({
      kind: "call",
      tool: "set_timer",
      args,
      via: "answer",
    });
  });

  it.each([
    ["三分鐘 可以嗎", "zh-TW"],
    ["五分鐘 到了叫我", "zh-TW"],
    ["十分鐘 明天早上", "zh-TW"],
    ["泡麵 三", "zh-TW"],
    ["ten minutes for tomorrow", "en"],
  ] as const)("「%s」 says a length with no timer's purpose: the model takes it", (text, locale) => {
    expect(route(text, asked({}, locale === "en" ? "For how long?" : "要計時多久？"), locale)).toBeNull();
  });

  it("a whole request answers itself", () => {
    expect(route("倒數三十秒", asked())).toEqual({ kind: "call", tool: "set_timer", args: { seconds: 30 }, via: "request" });
  });

  it.each(["15", "十二", "煮蛋", "什麼"])("「%s」 names no length: the model takes it", (text) => {
    expect(route(text, asked())).toBeNull();
  });

  it.each([
    ["不用了 謝謝", "zh-TW", "好，那就先不用了。"],
    ["nah never mind", "en", "Okay, never mind."],
  ] as const)("「%s」 withdraws the question", (text, locale, reply) => {
    expect(route(text, asked(), locale)).toEqual({ kind: "cancel", reply });
  });
});

describe("pointing back at the timer just set or read out", () => {
  it.each(["把剛剛那個取消", "剛才那個不要了", "actually, cancel that", "cancel it please"])(
    "「%s」 cancels the timer just set",
    (text) => {
      expect(route(text, timerSet)).toEqual({
        kind: "call",
        tool: "cancel_timer",
        args: { id: "3" },
        via: "follow-up",
        reference: "delete",
      });
    },
  );

  it("「剛剛設的是多久」 lists the timers", () => {
    expect(route("剛剛設的是多久", timerSet)).toEqual({ kind: "call", tool: "list_timers", args: {}, via: "follow-up", reference: "show" });
  });

  it("「把剛剛設的鬧鐘取消」 is not about the timer", () => {
    expect(route("把剛剛設的鬧鐘取消", timerSet)).not.toMatchObject({ tool: "cancel_timer" });
  });

  it.each(["cancel it", "把那個取消"])("after one timer was read out, 「%s」 cancels it", (text) => {
    expect(route(text, listed(timer("2", "rice")))).toEqual({
      kind: "call",
      tool: "cancel_timer",
      args: { id: "2" },
      via: "follow-up",
      reference: "delete",
    });
  });

  it("after two timers were read out, 'cancel it' says not which", () => {
    expect(route("cancel it", listed(timer("1"), timer("2", "rice")), "en")).toBeNull();
  });

  it.each([
    ["把二號取消", { id: "2" }],
    ["cancel the first one", { id: "1" }],
  ])("after the list, 「%s」 cancels %o", (text, args) => {
    expect(route(text, listed(timer("1"), timer("2", "rice")))).toEqual({ kind: "call", tool: "cancel_timer", args, via: "follow-up" });
  });

  it("「剩下的呢」 right after a cancellation lists the timers", () => {
    const cancelled: DialogueContext = {
      last: { tool: "cancel_timer", args: { id: "1" }, data: { timer: timer("1") }, success: true, reply: "…", at: before },
    };
    expect(route("剩下的呢", cancelled)).toEqual({ kind: "call", tool: "list_timers", args: {}, via: "follow-up" });
  });
});

describe("cancelling right after timers were set or read out", () => {
  const cancel = (id: string) => ({ kind: "call", tool: "cancel_timer", args: { id }, via: "follow-up" });

  // With no word for the timer: the one just set, or the only one read out.
  it.each([
    ["取消吧", "zh-TW"],
    ["好 那就取消吧 不烤了", "zh-TW"],
    ["算了 關掉吧", "zh-TW"],
    ["不泡了 取消", "zh-TW"],
    ["把它停掉", "zh-TW"],
    ["那就不要了", "zh-TW"],
    ["那取消呗 不用了", "zh-CN"],
    ["算了 取消掉吧 来不及了", "zh-CN"],
    ["cancel", "en"],
    ["cancel it then, I'm not making rice", "en"],
    ["just stop it", "en"],
  ] as const)("「%s」 (%s) after a timer was set cancels it", (text, locale) => {
    expect(route(text, timerSet, locale)).toEqual(cancel("3"));
  });

  it("「那就取消吧 不煮了」 after one timer was read out cancels that one", () => {
    expect(route("那就取消吧 不煮了", listed(timer("2", "煮蛋")))).toEqual(cancel("2"));
  });

  it.each([
    ["不煮了", timerSet],
    ["取消吧", listed(timer("1"), timer("2", "rice"))],
    ["stop", timerSet],
    // 結束 alone may end the conversation.
    ["結束吧", timerSet],
    ["cancel", listed(timer("1", "pasta"), timer("2", "rice"))],
  ])("「%s」 cancels nothing it cannot tell (%#)", (text, context) => {
    expect(route(text, context, /[a-z]/.test(text) ? "en" : "zh-TW")).toBeNull();
  });

  // By what it is for: one of those just shown, by a part of its name, or any other by its name, which the tool looks up.
  it.each([
    ["cancel the pasta one", listed(timer("1", "pasta"), timer("2", "garlic bread")), "1"],
    ["cancel the garlic one", listed(timer("1", "pasta"), timer("2", "garlic bread")), "2"],
    ["stop the one for the rice", listed(timer("1", "pasta"), timer("2", "rice")), "2"],
    ["cancel the rice", listed(timer("1", "pasta"), timer("2", "rice")), "2"],
    ["cancel the pasta one", { last: { ...timerSet.last!, data: { timer: timer("3", "garlic bread") } } }, "pasta"],
    ["取消蒸魚的", listed(timer("1", "蒸魚"), timer("2", "滷肉")), "1"],
    ["把滷肉那個關掉", listed(timer("1", "蒸魚"), timer("2", "滷肉")), "2"],
    ["取消雞蛋", listed(timer("1", "煮雞蛋"), timer("2", "泡茶")), "1"],
    ["泡麵的那個不要了", timerSet, "泡麵"],
  ])("「%s」 → cancel_timer", (text, context, id) => {
    expect(route(text, context, /[a-z]/.test(text) ? "en" : "zh-TW")).toEqual(cancel(id));
  });

  it.each([
    // No timer shown is for the pasta: 'cancel the pasta' may be anything, and never another timer.
    ["cancel the pasta", listed(timer("1", "rice"), timer("2", "eggs"))],
    ["cancel the meeting", timerSet],
    ["cancel the first one", timerSet],
    ["cancel the alarm one", timerSet],
    ["取消訂單", timerSet],
    ["取消全部", timerSet],
  ])("「%s」 cancels no timer (%#)", (text, context) => {
    expect(route(text, context, /[a-z]/.test(text) ? "en" : "zh-TW")).not.toMatchObject({
      tool: "cancel_timer",
      args: { id: expect.anything() },
    });
  });
});

describe("timer conversations through DialogueGraph with no model", () => {
  const timers = useTimerGraph(now, "timer-graph-");

  it("「我要倒數」 is asked how long, 「二十分鐘」 sets it, and 「有沒有在計時」 reads it back", async () => {
    const first = await timers.graph.invoke("我要倒數", { threadId: "t" });
    expect(first.toolCalls).toHaveLength(0);
    expect(first.awaiting).toMatchObject({ kind: "slot", tool: "set_timer" });
    expect(first.reply).toBe("要計時多久？");
    const second = await timers.graph.invoke("二十分鐘", { threadId: "t" });
    expect(second.toolCalls[0]).toMatchObject({ name: "set_timer", args: { seconds: 1200 } });
    expect(second.reply).toBe("計時 20 分鐘，開始。");
    timers.clock = new Date(now.getTime() + 300_000);
    const third = await timers.graph.invoke("有沒有在計時", { threadId: "t" });
    expect(third.toolCalls[0]).toMatchObject({ name: "list_timers", args: {} });
    expect(third.reply).toBe("計時器還剩 15 分鐘。");
  });

  it("'set me a timer' → 'For how long?' → 'twenty minutes'", async () => {
    expect((await timers.graph.invoke("set me a timer", { threadId: "t" })).reply).toBe("For how long?");
    const answered = await timers.graph.invoke("twenty minutes", { threadId: "t" });
    expect(answered.toolCalls[0]).toMatchObject({ name: "set_timer", args: { seconds: 1200 } });
    expect(answered.reply).toBe("Timer set for 20 minutes.");
  });

  it("two timers, one named; 「把計時器通通取消」 asks first, and 「好啊」 cancels both", async () => {
    await timers.graph.invoke("計時十分鐘", { threadId: "t" });
    const named = await timers.graph.invoke("再設一個蒸魚的 十二分鐘", { threadId: "t" });
    expect(named.toolCalls[0]).toMatchObject({ name: "set_timer", args: { seconds: 720, name: "蒸魚" } });
    const asking = await timers.graph.invoke("把計時器通通取消", { threadId: "t" });
    expect(asking.toolCalls).toHaveLength(0);
    expect(asking.awaiting).toMatchObject({ kind: "confirm", tool: "cancel_timer" });
    expect(asking.reply).toBe("要取消全部 2 個計時器嗎？");
    const done = await timers.graph.invoke("好啊", { threadId: "t" });
    expect(done.toolCalls[0]).toMatchObject({ name: "cancel_timer", args: { all: true } });
    expect(done.reply).toBe("已取消全部 2 個計時器。");
  });

  it("「幫我倒數」 → 「三分鐘 泡麵用的」 sets a named timer; 「計時八分鐘 滷蛋」 another; 「取消泡麵的」 cancels the first", async () => {
    expect((await timers.graph.invoke("幫我倒數", { threadId: "t" })).reply).toBe("要計時多久？");
    const first = await timers.graph.invoke("三分鐘 泡麵用的", { threadId: "t" });
    expect(first.toolCalls[0]).toMatchObject({ name: "set_timer", args: { seconds: 180, name: "泡麵" } });
    const second = await timers.graph.invoke("計時八分鐘 滷蛋", { threadId: "t" });
    expect(second.toolCalls[0]).toMatchObject({ name: "set_timer", args: { seconds: 480, name: "滷蛋" } });
    const cancelled = await timers.graph.invoke("取消泡麵的", { threadId: "t" });
    // The first timer, set before the second, is still in mind: it is cancelled by its number.
    expect(cancelled.toolCalls[0]).toMatchObject({ name: "cancel_timer", args: { id: "1" } });
    const left = await timers.graph.invoke("現在有哪些計時器在跑", { threadId: "t" });
    expect(left.reply).toContain("滷蛋");
    expect(left.reply).not.toContain("泡麵");
  });

  it("'set a rice timer for 20 minutes', 'set another one for 6 minutes for the eggs', 'cancel the rice one'", async () => {
    await timers.graph.invoke("set a rice timer for 20 minutes", { threadId: "t" });
    await timers.graph.invoke("set another one for 6 minutes for the eggs", { threadId: "t" });
    const cancelled = await timers.graph.invoke("cancel the rice one", { threadId: "t" });
    expect(cancelled.toolCalls[0]).toMatchObject({ name: "cancel_timer", args: { id: "1" } });
    expect(cancelled.toolCalls[0]?.result).toMatchObject({ success: true, data: { timer: { name: "rice" } } });
    const left = await timers.graph.invoke("which timers are running", { threadId: "t" });
    expect(left.reply).toContain("eggs");
    expect(left.reply).not.toContain("rice");
  });

  it("'cancel the soup one' when no timer is for soup cancels none", async () => {
    await timers.graph.invoke("set a timer for 5 minutes for the tea", { threadId: "t" });
    const missed = await timers.graph.invoke("cancel the soup one", { threadId: "t" });
    expect(missed.toolCalls[0]).toMatchObject({ name: "cancel_timer", args: { id: "soup" }, result: { success: false } });
    const left = await timers.graph.invoke("what timers do I have", { threadId: "t" });
    expect(left.reply).toContain("tea");
  });

  it("「计时十分钟 煮粽子」 keeps the user's characters, and 「那就取消呗」 after the time left cancels it", async () => {
    const set = await timers.graph.invoke("计时十分钟 煮粽子", { threadId: "t" });
    expect(set.toolCalls[0]).toMatchObject({ name: "set_timer", args: { seconds: 600, name: "煮粽子" } });
    timers.clock = new Date(now.getTime() + 120_000);
    await timers.graph.invoke("还剩多久", { threadId: "t" });
    const cancelled = await timers.graph.invoke("那就取消呗 不吃了", { threadId: "t" });
    expect(cancelled.toolCalls[0]).toMatchObject({ name: "cancel_timer", args: { id: "1" } });
  });

  it("'how long is left on the rice', then 'ok cancel it' cancels the only timer", async () => {
    await timers.graph.invoke("set a rice timer for 15 minutes", { threadId: "t" });
    timers.clock = new Date(now.getTime() + 60_000);
    const left = await timers.graph.invoke("how long is left on the rice", { threadId: "t" });
    expect(left.toolCalls[0]).toMatchObject({ name: "list_timers", args: {} });
    expect(left.reply).toBe("The rice timer has 14 minutes left.");
    const cancelled = await timers.graph.invoke("ok cancel it", { threadId: "t" });
    expect(cancelled.toolCalls[0]).toMatchObject({ name: "cancel_timer", args: { id: "1" } });
  });
});
