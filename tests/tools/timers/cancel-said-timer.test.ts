import type { DialogueContext } from "../../../src/routing/route-turn";
import { shownTimer } from "./shown-timer";
import { LAST_TURN_AT, routeOnlyRegistry, routeTurnOn, TURN_NOW } from "../../support/route-turn-kit";
import { useTimerGraph } from "./timer-graph";

const registry = routeOnlyRegistry();
const now = TURN_NOW;
const before = LAST_TURN_AT;
const route = routeTurnOn(registry);

const timer = shownTimer;
const listed = (...timers: ReturnType<typeof timer>[]): DialogueContext => ({
  last: { tool: "list_timers", args: {}, data: { timers }, success: true, reply: "…", at: before },
});
const set = (id: string, name: string): DialogueContext => ({
  last: { tool: "set_timer", args: { seconds: 600, name }, data: { timer: timer(id, name) }, success: true, reply: "…", at: before },
});
const cancel = (id: string) => ({ kind: "call", tool: "cancel_timer", args: { id }, via: "follow-up" });
const kitchen = listed(timer("1", "蒸魚"), timer("2", "滷肉"), timer("3", "pasta"), timer("4", "garlic bread"));

describe("a timer named with the word timer, right after timers were set or read out", () => {
  it.each([
    ["cancel the garlic bread timer", kitchen, "4"],
    ["stop my pasta timer please", kitchen, "3"],
    ["取消滷肉計時器", kitchen, "2"],
    ["把蒸魚的計時器關掉", kitchen, "1"],
    ["取消蒸鱼的计时器", kitchen, "1"],
    ["cancel the eggs timer", set("5", "eggs"), "5"],
    // A timer not shown: the tool finds it by its name among all the timers, or says none has it.
    ["cancel the soup timer", set("5", "eggs"), "soup"],
  ])("「%s」 → cancel_timer %#", (text, context, id) => {
    expect(route(text, context)).toEqual(cancel(id));
  });

  it.each([
    // Words that ask, or point by place: the route's own cancel phrases read those.
    ["把計時器取消", kitchen],
    ["取消這個計時器", kitchen],
    ["取消第二個計時器", kitchen],
    ["cancel the first timer", kitchen],
    ["cancel my kitchen timer", kitchen],
    ["cancel the five minute timer", kitchen],
  ])("「%s」 names no timer (%#)", (text, context) => {
    expect(route(text, context)).not.toMatchObject({ via: "follow-up" });
  });
});

describe("a timer named with what it is for, with more said over a pause", () => {
  it.each([
    // 不要了, then the verb; or the verb, then why.
    ["蒸魚那個不要了 幫我取消", "1"],
    ["滷肉的不要了 關掉吧", "2"],
    ["把蒸魚那個關掉 我自己顧", "1"],
    ["取消滷肉的 我們自己看著", "2"],
    ["取消蒸魚的 不蒸了", "1"],
    ["卤肉那个不要了 取消吧", "2"],
  ])("「%s」 → cancel_timer %s", (text, id) => {
    expect(route(text, kitchen)).toEqual(cancel(id));
  });

  it.each([
    // What follows changes the timer, or holds a figure: the model takes it.
    "取消蒸魚的 我要改成十分鐘",
    "把滷肉那個關掉 我再設一個五分鐘",
    "取消蒸魚的 我想知道還剩多久嗎",
  ])("「%s」 is no plain cancellation", (text) => {
    expect(route(text, kitchen)).not.toMatchObject({ tool: "cancel_timer" });
  });
});

describe("cancelling a named timer through DialogueGraph with no model", () => {
  const timers = useTimerGraph(now, "timer-cancel-");

  it("two timers, the time left read out, then 'cancel the pasta timer' cancels number 2", async () => {
    await timers.graph.invoke("set a timer for ten minutes", { threadId: "t" });
    await timers.graph.invoke("one more for the pasta, eight minutes", { threadId: "t" });
    timers.clock = new Date(now.getTime() + 120_000);
    const left = await timers.graph.invoke("how much time is left on the second one", { threadId: "t" });
    expect(left.toolCalls[0]).toMatchObject({ name: "list_timers", args: {} });
    expect(left.reply).toContain("6 minutes");
    const cancelled = await timers.graph.invoke("cancel the pasta timer", { threadId: "t" });
    expect(cancelled.toolCalls[0]).toMatchObject({ name: "cancel_timer", args: { id: "2" }, result: { success: true } });
  });

  it("「再來一個 煮蛋 計時八分鐘」 after another, then 「煮蛋那個不要了 取消吧」 cancels number 2", async () => {
    await timers.graph.invoke("幫我定個時 蒸魚十五分鐘", { threadId: "t" });
    const second = await timers.graph.invoke("再來一個 煮蛋 計時八分鐘", { threadId: "t" });
    expect(second.toolCalls[0]).toMatchObject({ name: "set_timer", args: { seconds: 480, name: "煮蛋" } });
    const cancelled = await timers.graph.invoke("煮蛋那個不要了 取消吧", { threadId: "t" });
    expect(cancelled.toolCalls[0]).toMatchObject({ name: "cancel_timer", args: { id: "2" }, result: { success: true } });
    const left = await timers.graph.invoke("讓我看看還剩多久", { threadId: "t" });
    expect(left.reply).toContain("蒸魚");
    expect(left.reply).not.toContain("煮蛋");
  });
});
