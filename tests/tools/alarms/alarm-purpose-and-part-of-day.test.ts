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

describe("the month's last day, and a day said to be as before", () => {
  it.each([
    ["月底晚上八點提醒我繳房租", { time: "2026-03-31T20:00", message: "繳房租" }],
    ["下個月底那天早上十點叫我", { time: "2026-04-30T10:00", message: "" }],
    ["这个月最后一天下午三点提醒我交报表", { time: "2026-03-31T15:00", message: "交报表" }],
    ["設個鬧鐘 月底早上七點", { time: "2026-03-31T07:00", message: "" }],
    ["後天也六點半叫我", { time: "2026-03-12T06:30", message: "" }],
    ["禮拜五一樣早上八點提醒我吃藥", { time: "2026-03-13T08:00", message: "吃藥" }],
    ["明天还是七点叫我起床", { time: "2026-03-11T07:00", message: "起床" }],
  ])("「%s」 → set_alarm %o", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });

  // 月初 is a few days, perhaps of next month; a second day or a time from now after 月底 says two things.
  it.each(["月初早上九點提醒我繳費", "月底明天七點叫我", "月底十分鐘後提醒我", "一樣七點叫我起床嗎"])(
    "「%s」 stays the model's",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("someone else's need first, the asking after a pause", () => {
  it.each([
    ["外公晚上九點要量血壓 幫我設個鬧鐘提醒他", { time: "2026-03-10T21:00", message: "外公量血壓" }],
    ["下午三點阿嬤要回診 記得提醒我", { time: "2026-03-10T15:00", message: "阿嬤回診" }],
    ["我女兒五點半要去補習 到時候叫她一下", { time: "2026-03-10T17:30", message: "我女兒去補習" }],
    ["晚上十點要吃藥 提醒爺爺", { time: "2026-03-10T22:00", message: "爺爺吃藥" }],
    ["晚上八點要倒垃圾 幫我定個鬧鐘", { time: "2026-03-10T20:00", message: "倒垃圾" }],
  ])("「%s」 → set_alarm %o", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });

  it.each([
    // 她/他 with no one named, a stranger, a question, another message in the asking.
    "晚上十點要吃藥 提醒她",
    "李先生晚上十點要開會 提醒他",
    "阿嬤晚上十點要吃什麼 提醒她",
    "阿嬤晚上十點要吃藥 提醒她帶水",
    "阿嬤晚上十點要吃藥",
  ])("「%s」 stays the model's", (text) => {
    expect(route(text)).toBeNull();
  });
});
