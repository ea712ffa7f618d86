import type { DialogueContext } from "../../../src/routing/route-turn";
import { LAST_TURN_AT, routeOnlyRegistry, routeTurnOn } from "../../support/route-turn-kit";

const route = routeTurnOn(routeOnlyRegistry());

const asked = (args: Record<string, unknown>, question = "要設幾點？"): DialogueContext => ({
  pending: { kind: "slot", tool: "set_alarm", args, slot: "time", question, at: LAST_TURN_AT },
});

describe("the time asked for, answered with why after it", () => {
  it.each([
    // A purpose becomes the message when the request said none; other words are left out.
    ["明天早上五點半好了 要搭早班飛機", {}, { message: "搭早班飛機", time: "明天早上五點半" }],
    ["就七點吧 因為要開會", {}, { message: "開會", time: "七點" }],
    ["晚上十點 睡前那顆", { message: "吃藥" }, { message: "吃藥", time: "晚上十點" }],
    ["下午三點 要去郵局", { message: "寄包裹" }, { message: "寄包裹", time: "下午三點" }],
    ["六点半吧 要赶高铁", {}, { message: "赶高铁", time: "六点半" }],
    ["7 am, I have to catch a train", {}, { message: "catch a train", time: "7 am" }],
    ["6:30 am because of the flight", {}, { message: "", time: "6:30 am" }],
  ])("「%s」 sets it", (text, known, args) => {
    const turn = route(text, asked(known, /[a-z]/i.test(text) ? "What time should I set it for?" : "要設幾點？"));
    expect(turn).toMatchObject({ kind: "call", tool: "set_alarm", via: "answer" });
    expect(turn).toMatchObject({ args: { message: args.message } });
  });

  it.each([
    // A change of mind, a repeat, a figure, a question, another request or tool after the time.
    "七點 算了",
    "七點 每天都要",
    "七點 明天天氣怎樣",
    "七點 順便記一下買牛奶",
    "七點 兩個",
    "七點 要不要",
    "7 am, and what's the weather",
    "7 am, every day",
  ])("「%s」 sets no alarm from the answer", (text) => {
    expect(route(text, asked({}))).not.toMatchObject({ kind: "call", tool: "set_alarm", via: "answer" });
  });
});

describe("the month's last day, said with the request", () => {
  it("「月底提醒我繳卡費」 keeps the day, and 「九點」 sets it then", () => {
    expect(route("月底提醒我繳卡費")).toMatchObject({ kind: "ask", tool: "set_alarm", args: { message: "繳卡費", time: "2026-03-31" } });
    expect(route("九點", asked({ message: "繳卡費", time: "2026-03-31" }))).toEqual({
      kind: "call",
      tool: "set_alarm",
      args: { message: "繳卡費", time: "2026-03-31T09:00" },
      via: "answer",
    });
  });

  it("「提醒我月初繳卡費」 is no message to ask a time for: which day is not known", () => {
    expect(route("提醒我月初繳卡費")).not.toMatchObject({ kind: "ask" });
  });
});

describe("a part of the day named by what is done then", () => {
  it.each([
    ["下午茶時間提醒我泡茶", { message: "泡茶" }],
    ["午餐時間記得提醒我吃藥", { message: "吃藥" }],
    ["睡前提醒我關瓦斯", { message: "關瓦斯" }],
    ["明天晚餐的時候提醒我打給媽媽", { message: "打給媽媽", time: "明天" }],
  ])("「%s」 asks the time and keeps the message", (text, args) => {
    expect(route(text)).toMatchObject({ kind: "ask", tool: "set_alarm", args });
  });

  it.each(["下午茶時間到了嗎", "下午茶時間是幾點", "午餐時間提醒我七點吃藥", "下午茶提醒我"])("「%s」 asks no time", (text) => {
    expect(route(text)).not.toMatchObject({ kind: "ask", tool: "set_alarm" });
  });
});

describe("what was set, asked with no noun right after", () => {
  const alarmSet: DialogueContext = {
    last: { tool: "set_alarm", args: {}, data: { alarm: { id: "3" } }, success: true, reply: "…", at: LAST_TURN_AT },
  };

  it.each(["我總共設了哪些", "剛剛都設了幾個", "那我設了什麼", "what have I set so far"])("「%s」 lists the alarms", (text) => {
    expect(route(text, alarmSet)).toMatchObject({ kind: "call", tool: "list_alarms", args: {} });
  });

  it.each(["我要設哪些", "設了嗎", "我總共花了多少"])("「%s」 lists nothing", (text) => {
    expect(route(text, alarmSet)).not.toMatchObject({ kind: "call", tool: "list_alarms" });
  });
});

describe("the time asked for, answered with the time and the words it is said with", () => {
  it.each([
    ["七點", "2026-03-11T07:00"],
    ["設在七點吧", "2026-03-11T07:00"],
    ["就明天早上六點半好了", "2026-03-11T06:30"],
    ["at 7 am please", "2026-03-11T07:00"],
    ["make it six thirty", "2026-03-11T06:30"],
  ])("「%s」 sets it at %s", (text, time) => {
    const turn = route(text, asked({}, /[a-z]/i.test(text) ? "What time should I set it for?" : "要設幾點？"));
    expect(turn).toEqual({ kind: "call", tool: "set_alarm", args: { message: "", time }, via: "answer" });
  });

  it.each(["七點以後都可以", "大概七點左右吧 我再想想", "before 7 am"])("「%s」 sets no alarm from the answer", (text) => {
    expect(route(text, asked({}))).not.toMatchObject({ kind: "call", tool: "set_alarm", via: "answer" });
  });
});
