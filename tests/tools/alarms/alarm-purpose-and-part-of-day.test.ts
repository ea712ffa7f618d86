import { useAlarmRoute } from "./alarm-route";

const route = useAlarmRoute("alarm-phrases-");

describe("an alarm with what it is for, said after the time and a pause", () => {
  it.each([
    ["幫我設個鬧鐘 明天早上六點 要去機場", { time: "2026-03-11T06:00", message: "去機場" }],
    ["定個鬧鐘 晚上七點 我得去接小孩啦", { time: "2026-03-10T19:00", message: "去接小孩" }],
    ["帮我设个闹钟 后天早上五点 要赶飞机的", { time: "2026-03-12T05:00", message: "赶飞机" }],
  ])("「%s」 → set_alarm %o", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });

  it.each(["設個鬧鐘 明天六點 要不要", "設個鬧鐘 明天六點 要幾點起床", "設個鬧鐘 明天六點 要設嗎"])("「%s」 stays the model's", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("the part of the day said between the day and the clock", () => {
  it.each([
    ["set one alarm for tomorrow morning six fifteen", { time: "2026-03-11T06:15", message: "" }],
    ["set an alarm for tomorrow evening seven", { time: "2026-03-11T19:00", message: "" }],
    ["wake me up tomorrow morning at six", { time: "2026-03-11T06:00", message: "" }],
  ])("'%s' → set_alarm %o", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });

  it("'tomorrow morning at 6:30 pm' says two things: the model asks", () => {
    expect(route("set an alarm for tomorrow morning 6:30 pm")).toBeNull();
  });
});
