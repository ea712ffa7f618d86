import { useAlarmRoute } from "./alarm-route";

const route = useAlarmRoute("alarm-phrases-");

describe("alarm phrases", () => {
  it.each([
    ["明天早上七點叫我起床", { time: "2026-03-11T07:00", message: "起床" }],
    ["設定下午3點半的鬧鐘 提醒我開會", { time: "2026-03-10T15:30", message: "開會" }],
    ["晚上十點提醒我吃藥", { time: "2026-03-10T22:00", message: "吃藥" }],
    ["早上八點叫我", { time: "2026-03-11T08:00", message: "" }],
    ["幫我設一個明天早上6點半的鬧鐘", { time: "2026-03-11T06:30", message: "" }],
    ["设定明天早上7点的闹钟", { time: "2026-03-11T07:00", message: "" }],
    ["把鬧鐘設在後天早上七點", { time: "2026-03-12T07:00", message: "" }],
    ["提醒我明天下午兩點去銀行", { time: "2026-03-11T14:00", message: "去銀行" }],
    ["10分鐘後叫我", { time: "2026-03-10T09:10", message: "" }],
    ["set an alarm for 7:30 am", { time: "2026-03-11T07:30", message: "" }],
    ["Set an alarm for 6 pm to call mom", { time: "2026-03-10T18:00", message: "call mom" }],
    ["wake me up at 6:45 am", { time: "2026-03-11T06:45", message: "" }],
    ["remind me to take my pills at 10 pm", { time: "2026-03-10T22:00", message: "take my pills" }],
    ["remind me in 20 minutes to check the oven", { time: "2026-03-10T09:20", message: "check the oven" }],
    ["remind me to call mom tomorrow at 5 pm", { time: "2026-03-11T17:00", message: "call mom" }],
    ["remind me tomorrow at 9 am to call the bank", { time: "2026-03-11T09:00", message: "call the bank" }],
    ["明天早起六點叫我", { time: "2026-03-11T06:00", message: "" }],
    ["好 明天早起六點叫我 我要去市場", { time: "2026-03-11T06:00", message: "我要去市場" }],
    ["remind me tomorrow at 6 pm for the dentist", { time: "2026-03-11T18:00", message: "the dentist" }],
    ["remind me day after tomorrow evening six pm for doctor appointment", { time: "2026-03-12T18:00", message: "doctor appointment" }],
    ["also remind me tomorrow at 8 am about the meeting", { time: "2026-03-11T08:00", message: "the meeting" }],
    ["wake me up tomorrow at 7", { time: "2026-03-11T07:00", message: "" }],
    ["set a 7 am alarm", { time: "2026-03-11T07:00", message: "" }],
    ["設個鬧鐘 明天早上6點", { time: "2026-03-11T06:00", message: "" }],
    ["鬧鐘設7點", { time: "2026-03-11T07:00", message: "" }],
    ["半小時後提醒我關火", { time: "2026-03-10T09:30", message: "關火" }],
    ["下週一早上九點提醒我交報告", { time: "2026-03-16T09:00", message: "交報告" }],
    ["鬧鐘調到明天早上七點四十五", { time: "2026-03-11T07:45", message: "" }],
    ["把鬧鐘調成六點半", { time: "2026-03-11T06:30", message: "" }],
    ["alarm for 5:45 am please", { time: "2026-03-11T05:45", message: "" }],
    ["wake me up at 7 please", { time: "2026-03-11T07:00", message: "" }],
    ["remind me to call mom at 5 pm, please", { time: "2026-03-10T17:00", message: "call mom" }],
    ["這禮拜六早上八點設個鬧鐘", { time: "2026-03-14T08:00", message: "" }],
    ["明天早上六點幫我定一個鬧鐘 提醒我開會", { time: "2026-03-11T06:00", message: "開會" }],
    ["幫阿公設明天凌晨五點半的鬧鐘", { time: "2026-03-11T05:30", message: "阿公" }],
    ["幫我媽設一個明天七點的鬧鐘", { time: "2026-03-11T07:00", message: "我媽" }],
    ["晚上八點半提醒阿嬤量血壓", { time: "2026-03-10T20:30", message: "阿嬤量血壓" }],
    ["七点叫爸爸起床", { time: "2026-03-11T07:00", message: "爸爸起床" }],
    ["鬧鐘，明早六點", { time: "2026-03-11T06:00", message: "" }],
    ["鬧鐘：明天七點 提醒我開會", { time: "2026-03-11T07:00", message: "開會" }],
    ["設鬧鐘，明天七點", { time: "2026-03-11T07:00", message: "" }],
    ["幫我設一個 6:45 的鬧鐘", { time: "2026-03-11T06:45", message: "" }],
    ["明天五點四十五把我叫醒", { time: "2026-03-11T05:45", message: "" }],
    ["明天五点叫我起床", { time: "2026-03-11T05:00", message: "起床" }],
    ["五點把我叫醒", { time: "2026-03-10T17:00", message: "" }],
    ["七點把阿嬤叫起來", { time: "2026-03-11T07:00", message: "阿嬤" }],
    ["set an alarm for seven thirty tomorrow morning", { time: "2026-03-11T07:30", message: "" }],
    ["wake me up at six thirty", { time: "2026-03-11T06:30", message: "" }],
    ["wake me up at seven o'clock tomorrow", { time: "2026-03-11T07:00", message: "" }],
    ["in forty-five minutes remind me to check the oven", { time: "2026-03-10T09:45", message: "check the oven" }],
    ["at 6 pm, remind me to call mom", { time: "2026-03-10T18:00", message: "call mom" }],
    ["alarm, 6 am tomorrow", { time: "2026-03-11T06:00", message: "" }],
    ["禮拜六早上七點的鬧鐘 麻煩你設定", { time: "2026-03-14T07:00", message: "" }],
    ["另外明天六點半的鬧鐘設一下", { time: "2026-03-11T06:30", message: "" }],
    ["还有后天早上五点的闹钟帮我定一下", { time: "2026-03-12T05:00", message: "" }],
  ])("「%s」 sets an alarm", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });

  it.each([
    "我有哪些鬧鐘",
    "列出我的鬧鐘",
    "我設了幾個鬧鐘",
    "鬧鐘清單",
    "我有設什麼鬧鐘嗎",
    "我有設鬧鐘嗎",
    "我設的鬧鐘有哪些",
    "我的鬧鐘都有哪些",
    "what alarms do I have",
    "show my alarms",
    "我都设了哪些闹钟",
    "看一下现在有几个闹钟",
    "闹钟列表给我念一下",
    "鬧鐘有幾個 念給我聽",
    "目前有設什麼提醒跟鬧鐘嗎",
    "鬧鐘清單念一下",
    "did I set any alarms?",
    "do I have any alarms",
    "how many alarms do I have",
    "what alarms did I set",
    "看一下我設了哪些提醒",
    "我定了幾個提醒",
    "我明天的鬧鐘設幾點",
    "我的鬧鐘定在幾點",
    "明天的鬧鐘設在幾點",
    "鬧鐘，念給我聽",
    "what alarms have I got",
    "read me my alarms",
    "what are all the alarms I am having",
    "what alarms am I having",
    "what are the alarms that I set",
    "我設了哪幾個鬧鐘",
    "查一下闹钟还剩哪几个",
    "請看看鬧鐘有哪幾個",
  ])("「%s」 lists alarms", (text) => {
    expect(route(text)).toEqual({ tool: "list_alarms", args: {} });
  });

  it.each([
    ["刪除第2個鬧鐘", "2"],
    ["把3號鬧鐘取消", "3"],
    ["取消鬧鐘 1", "1"],
    ["刪掉第二個鬧鐘", "2"],
    ["把3號鬧鐘取消掉", "3"],
    ["把鬧鐘2刪除", "2"],
    ["把鬧鐘第三個關掉", "3"],
    ["delete alarm 4", "4"],
    ["把第二个闹钟删了", "2"],
    ["鬧鐘一號不要了 幫我刪掉", "1"],
    ["第三個鬧鐘不要了", "3"],
    ["第三個鬧鐘刪了吧", "3"],
    ["鬧鐘2刪掉", "2"],
    ["取消第五個鬧鐘齁", "5"],
    ["cancel my third alarm", "3"],
    ["get rid of alarm number 1", "1"],
    ["delete the 2nd alarm", "2"],
    ["scratch alarm 3", "3"],
    ["取消編號 4 的提醒", "4"],
    ["取消第二個提醒", "2"],
    ["刪除編號3的鬧鐘", "3"],
    ["delete alarm number two", "2"],
    ["I don't need alarm number one anymore, remove it", "1"],
    ["I don't need my second alarm anymore", "2"],
  ])("「%s」 deletes alarm %s", (text, id) => {
    expect(route(text)).toEqual({ tool: "delete_alarm", args: { id } });
  });

  it.each([
    "鬧鐘是誰發明的",
    "怎麼設定手機鬧鐘",
    "鬧鐘",
    "七點叫我好嗎",
    "提醒我吃藥",
    "remind me to buy milk",
    "what is an alarm clock",
    "我的鬧鐘壞了",
    "明天早上七點的天氣",
    "明天早上7點的鬧鐘",
    "鬧鐘調不了怎麼辦",
    "鬧鐘調到七點好嗎",
    "我有設鬧鐘的習慣",
    "把鬧鐘取消掉",
    "the alarm please",
    "七點的鬧鐘設好了",
    "我七點設了鬧鐘",
    "鬧鐘有幾種",
    "我的鬧鐘都有哪些功能",
    "有什麼鬧鐘app推薦",
    "我把第二個鬧鐘刪了",
    "第五個鬧鐘取消了",
    "三號鬧鐘關掉了",
    "鬧鐘不要了",
    "delete the alarm",
    "cancel my alarm",
    "鬧鐘,七點好嗎",
    "鬧鐘要設幾點",
    "明天的鬧鐘設幾點",
    "明天六點的鬧鐘設好了",
    "還有明天六點的鬧鐘嗎",
    "明天六點的鬧鐘幫我取消",
    "明天六點的鬧鐘設",
    "我有哪些提醒",
    "取消提醒",
    "第2個提醒取消了",
    "set an alarm for six",
    // A number with 個 and no 第 counts alarms; it names none.
    "刪除兩個鬧鐘",
    "把三個鬧鐘取消",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("whether an alarm is set for a day, still there, or shown", () => {
  it.each(["後天的鬧鐘設好了嗎", "禮拜六早上有設鬧鐘嗎", "明天有沒有鬧鐘", "我的鬧鐘都還在嗎", "鬧鐘拿給我看一下", "后天的闹钟有设吗"])(
    "「%s」 lists the alarms",
    (text) => {
      expect(route(text)).toEqual({ tool: "list_alarms", args: {} });
    },
  );

  // Advice, whether it rang, a statement, a question about the future.
  it.each(["明天的鬧鐘要設嗎", "鬧鐘有響嗎", "明天有鬧鐘", "明天會有鬧鐘嗎", "鬧鐘還在響嗎", "明天的鬧鐘設了"])(
    "「%s」 is left to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("alarm phrases, said casually or tersely", () => {
  it.each([
    ["alarm 5:45am", { time: "2026-03-11T05:45", message: "" }],
    ["alarm tomorrow 7:15 am", { time: "2026-03-11T07:15", message: "" }],
    ["alarm tmr 6am", { time: "2026-03-11T06:00", message: "" }],
    ["alarm 8pm tmrw", { time: "2026-03-11T20:00", message: "" }],
    ["put an alarm for 5 am", { time: "2026-03-11T05:00", message: "" }],
    ["keep one alarm at 6:15 am", { time: "2026-03-11T06:15", message: "" }],
    ["wake me up tmrw at 6:30", { time: "2026-03-11T06:30", message: "" }],
    ["remind me tmr 8am to call the bank", { time: "2026-03-11T08:00", message: "call the bank" }],
  ])("「%s」 sets an alarm", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });

  it.each([
    ["kill all my alarms", { all: true }],
    ["nuke every alarm", { all: true }],
    ["ditch alarm 3", { id: "3" }],
    ["trash the second alarm", { id: "2" }],
  ])("「%s」 deletes", (text, args) => {
    expect(route(text)).toEqual({ tool: "delete_alarm", args });
  });

  it.each([
    // a number alone may be an alarm's; with no pause the hour must be in figures with its minutes or am/pm
    "alarm 2",
    "alarm two",
    "alarm seven",
    "alarm 7 days",
    "alarm off",
    // a time before the word may name an alarm already set, as 「明天早上7點的鬧鐘」 does
    "7am alarm",
    "my 7am alarm",
    // keeping my alarm leaves it as it is; killing the alarm may stop it ringing
    "keep my alarm at 7am",
    "kill the alarm",
    "nuke my alarm",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("alarm phrases: the time and what is on first, the asking after a pause", () => {
  it.each([
    ["晚上九點要倒垃圾 麻煩你提醒我一下", { time: "2026-03-10T21:00", message: "倒垃圾" }],
    ["明天早上十點看牙醫，記得提醒我", { time: "2026-03-11T10:00", message: "看牙醫" }],
    ["后天下午三点开会 到时候提醒我", { time: "2026-03-12T15:00", message: "开会" }],
    ["下午四點半要接小孩 幫我提醒一下", { time: "2026-03-10T16:30", message: "接小孩" }],
    ["禮拜五晚上七點的聚餐 別忘了提醒我", { time: "2026-03-13T19:00", message: "聚餐" }],
    ["call the plumber at 11 am, remind me", { time: "2026-03-10T11:00", message: "call the plumber" }],
    ["dentist tomorrow at 3:30 pm remind me please", { time: "2026-03-11T15:30", message: "dentist" }],
    ["I need to water the plants at 6 pm, remind me", { time: "2026-03-10T18:00", message: "water the plants" }],
  ])("「%s」 sets an alarm", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });

  it.each([
    // a question, a refusal, or what is on asked for
    "晚上九點要倒垃圾 你會提醒我嗎",
    "晚上九點要倒垃圾 不用提醒我",
    "晚上九點要幹嘛 提醒我一下",
    // the asking names another message
    "晚上九點要開會 提醒我帶電腦",
    // a day with no time of day
    "明天要交報告 記得提醒我",
    "昨天晚上九點要吃藥 你忘了提醒我",
    "what's at 3 pm, remind me",
    "the meeting at 3 didn't remind me",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("alarm phrases: English clocks said from the hour, and one more before the request", () => {
  it.each([
    ["set an alarm for a quarter past seven", { time: "2026-03-11T07:15", message: "" }],
    ["wake me up at half past five tomorrow", { time: "2026-03-11T05:30", message: "" }],
    ["remind me at ten to eight to feed the cat", { time: "2026-03-11T07:50", message: "feed the cat" }],
    ["remind me to stretch in two hours and a half", { time: "2026-03-10T11:30", message: "stretch" }],
    ["remind me in an hour and a half to move the car", { time: "2026-03-10T10:30", message: "move the car" }],
    ["set an alarm for 7:20 on Saturday morning", { time: "2026-03-14T07:20", message: "" }],
    ["set an alarm for 8:10 on Thursday evening", { time: "2026-03-12T20:10", message: "" }],
    ["再設一個 兩個小時後提醒我收衣服", { time: "2026-03-10T11:00", message: "收衣服" }],
    ["再加一個 一個半小時後叫我", { time: "2026-03-10T10:30", message: "" }],
    ["明天早上八點再提醒我打電話", { time: "2026-03-11T08:00", message: "打電話" }],
  ])("「%s」 sets an alarm", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });

  it.each(["set an alarm for half to seven", "remind me at quarter past thirteen to eat", "再加一個十分鐘", "再設一個 明天呢"])(
    "「%s」 is left to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("alarm phrases: 'on' before the day", () => {
  it.each([
    ["remind me on friday at 8 am to pay the rent", { time: "2026-03-13T08:00", message: "pay the rent" }],
    ["remind me on the way home at 8 pm to buy milk", null],
  ])("「%s」", (text, args) => {
    expect(route(text)).toEqual(args === null ? null : { tool: "set_alarm", args });
  });
});

describe("why first, then 所以 and the request with its own time", () => {
  it.each([
    ["我明天一早要去高鐵站接朋友所以你幫我設一個明天早上五點半的鬧鐘好了", { time: "2026-03-11T05:30", message: "" }],
    ["我要早起所以幫我設一個七點的鬧鐘", { time: "2026-03-11T07:00", message: "" }],
    ["幫我設一個七點的鬧鐘好了", { time: "2026-03-11T07:00", message: "" }],
    ["幫我設一個七點的鬧鐘吧", { time: "2026-03-11T07:00", message: "" }],
  ])("「%s」 sets it", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });

  it.each([
    // The why holds a day or time the request does not name, another request, or a question.
    "我明天要早起所以幫我設一個七點的鬧鐘",
    "後天一早的班機所以幫我定個五點半的鬧鐘",
    "鬧鐘不要了所以幫我設一個七點的鬧鐘",
    "你幫我查天氣所以幫我設一個七點的鬧鐘",
    "為什麼所以幫我設一個七點的鬧鐘",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});
