import { type ToolRegistry } from "../../../src/core/tool-registry";
import { routeLocally } from "../../../src/routing/route-locally";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { loadSettings } from "../../../src/core/settings";

const registry: ToolRegistry = createDefaultRegistry({
  settings: loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: "/nonexistent" }, envFile: false }),
});
const now = new Date("2026-03-10T01:00:00Z");
const route = (text: string) => routeLocally(text, { registry, now, timeZone: "Asia/Taipei", locale: "zh-TW" });

describe("set_timer on the local route", () => {
  it.each([
    ["計時十分鐘", { seconds: 600 }],
    ["幫我計時10分鐘", { seconds: 600 }],
    ["十分鐘的計時器", { seconds: 600 }],
    ["設一個五分鐘的計時器", { seconds: 300 }],
    ["倒數三十秒", { seconds: 30 }],
    ["倒数三十秒", { seconds: 30 }],
    ["倒计时五分钟", { seconds: 300 }],
    ["计时十分钟", { seconds: 600 }],
    ["計時一個半小時", { seconds: 5400 }],
    ["計時兩分半", { seconds: 150 }],
    ["計時器 1小時20分", { seconds: 4800 }],
    ["義大利麵計時器十二分鐘", { seconds: 720, name: "義大利麵" }],
    ["泡麵計時三分鐘", { seconds: 180, name: "泡麵" }],
    ["三分鐘的泡麵計時器", { seconds: 180, name: "泡麵" }],
    ["set a timer for 5 minutes", { seconds: 300 }],
    ["set a timer for an hour and a half", { seconds: 5400 }],
    ["start a 10 minute timer", { seconds: 600 }],
    ["timer for 30 seconds", { seconds: 30 }],
    ["pizza timer 10 minutes", { seconds: 600, name: "pizza" }],
    ["set a pizza timer for 10 minutes", { seconds: 600, name: "pizza" }],
    ["count down 30 seconds", { seconds: 30 }],
    // A quarter of an hour, and 刻鐘.
    ["can you set a timer for a quarter of an hour please", { seconds: 900 }],
    ["timer for quarter of an hour", { seconds: 900 }],
    ["start a timer for three quarters of an hour", { seconds: 2700 }],
    ["set a timer for an hour and a quarter", { seconds: 4500 }],
    ["set a timer for half an hour", { seconds: 1800 }],
    ["倒數一刻鐘", { seconds: 900 }],
    ["计时三刻钟", { seconds: 2700 }],
  ])("「%s」 → set_timer %p", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_timer", args });
  });

  // Another timer, and what it is for: the name is said before the length, after it ("for the tea"),
  // or with no word for the timer at all when one more is set up (「再設一個…的 N分鐘」).
  it.each([
    ["再設一個滷肉的 四十分鐘", { seconds: 2400, name: "滷肉" }],
    ["幫我再設一個蒸魚的 十二分鐘", { seconds: 720, name: "蒸魚" }],
    ["另外設一個泡茶 三分鐘", { seconds: 180, name: "泡茶" }],
    ["再设一个煮饺子的 六分钟", { seconds: 360, name: "煮饺子" }],
    ["設一個二十分鐘的", { seconds: 1200 }],
    ["再設一個 兩分半", { seconds: 150 }],
    ["再設一個計時器 五分鐘", { seconds: 300 }],
    ["再幫我設一個烤地瓜計時器 四十分鐘", { seconds: 2400, name: "烤地瓜" }],
    ["幫地瓜計時四十分鐘", { seconds: 2400, name: "地瓜" }],
    ["再計時十分鐘", { seconds: 600 }],
    ["set another one for 7 minutes for the rice", { seconds: 420, name: "rice" }],
    ["another one for 4 minutes for my coffee", { seconds: 240, name: "coffee" }],
    ["one more for twenty minutes", { seconds: 1200 }],
    ["set a timer for 9 minutes for the pasta", { seconds: 540, name: "pasta" }],
    ["set a timer for the bread for 25 minutes", { seconds: 1500, name: "bread" }],
    ["set another 6 minute timer for the eggs", { seconds: 360, name: "eggs" }],
    ["set another timer for 2 minutes", { seconds: 120 }],
    ["set a timer for 5 minutes for me", { seconds: 300 }],
    // The request words are no name: 'set timer …', 'I need a timer …'.
    ["set timer for 5 minutes", { seconds: 300 }],
    ["i need a timer for 8 minutes", { seconds: 480 }],
    ["could you start a timer for 45 seconds", { seconds: 45 }],
  ])("another or a named timer: 「%s」 → set_timer %p", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_timer", args });
  });

  it.each([
    // With no word for the timer, what is set up with a length may be a time, an alarm or a meeting.
    "設一個八點十分",
    "設一個早上七點 零五分",
    "再設一個鬧鐘 十分鐘",
    "設一個提醒 二十分鐘",
    "再設一個十分鐘後的",
    "設一個三十分鐘的會議",
    "開一個會 三十分鐘",
    "那個計時器十分鐘",
    "set a timer for the next 5 minutes",
    "set a timer for 5 minutes for tomorrow",
    "what's a timer for 5 minutes",
    "check the timer for 5 minutes",
    "我想 五分鐘 計時",
    "another 5 minutes",
    "set one for 7",
    "set another alarm for 7",
    "give me five minutes",
  ])("「%s」 is not claimed by set_timer", (text) => {
    expect(route(text)?.tool).not.toBe("set_timer");
  });

  it.each([
    ["十分鐘後提醒我關火", "set_alarm"],
    ["明天早上七點叫我起床", "set_alarm"],
  ])("a reminder at a time stays an alarm: 「%s」", (text, tool) => {
    expect(route(text)?.tool).toBe(tool);
  });

  it.each(["計時器怎麼用", "計時器是誰發明的", "開始計時", "計時", "倒數計時要多久", "how do timers work", "what is a timer"])(
    "「%s」 is left to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("what a timer is for, said after a pause after the request", () => {
  // The user's characters are kept: a Simplified purpose stays Simplified.
  it.each([
    ["計時五分鐘 泡茶", { seconds: 300, name: "泡茶" }],
    ["倒數十分鐘 煮蛋用的", { seconds: 600, name: "煮蛋" }],
    ["幫我計時八分鐘 滷蛋", { seconds: 480, name: "滷蛋" }],
    ["麻煩倒數二十分鐘 烤地瓜的", { seconds: 1200, name: "烤地瓜" }],
    ["再計時三分鐘 泡麵用", { seconds: 180, name: "泡麵" }],
    ["計時器 十五分鐘 蒸魚", { seconds: 900, name: "蒸魚" }],
    ["十分鐘的計時器 煮水餃用", { seconds: 600, name: "煮水餃" }],
    ["倒數一分鐘 是給刷牙的", { seconds: 60, name: "刷牙" }],
    ["计时二十分钟 午睡", { seconds: 1200, name: "午睡" }],
    ["帮我倒计时六分钟 煮饺子", { seconds: 360, name: "煮饺子" }],
    ["倒计时三分钟 泡面用的", { seconds: 180, name: "泡面" }],
  ])("「%s」 → set_timer %p", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_timer", args });
  });

  it.each([
    // What follows says no purpose: a courtesy, urgency, the start, a time, a count, what to do at the end, another record.
    ["計時五分鐘 謝謝", { seconds: 300 }],
    ["計時五分鐘 好嗎", null],
    ["計時十分鐘 快一點", null],
    ["倒數十分鐘 現在開始", null],
    ["計時十分鐘 明天早上", null],
    ["計時五分鐘 兩次", null],
    ["倒數五分鐘 提醒我", null],
    ["計時十分鐘 到了叫我", null],
    ["計時十分鐘 鬧鐘", null],
  ])("「%s」 names no timer → %p", (text, expected) => {
    expect(route(text)?.args ?? null).toEqual(expected);
  });

  it("「三分鐘後提醒我關火」 is still an alarm in three minutes, not a timer", () => {
    expect(route("三分鐘後提醒我關火")).toEqual({ tool: "set_alarm", args: { time: "2026-03-10T09:03", message: "關火" } });
  });
});

describe("list_timers and cancel_timer on the local route", () => {
  // 「兩個計時器」 counts timers: it names no number.
  it.each(["好", "好 取消", "好的", "取消", "取消兩個計時器", "把三個計時器都取消"])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });

  it.each([
    "還剩多久",
    "还剩多久",
    "計時器還剩多久",
    "還有多少時間",
    "看一下計時器",
    "how much time is left",
    "how much time is left on the timer",
    "how long is left",
    "還剩下多久",
    // A timer by what it is for.
    "蒸魚的還剩多久",
    "滷肉那個還剩幾分鐘",
    "烤地瓜還剩多久",
    "煮饺子的还剩多少时间",
    "how much time is left on the rice",
    "how long's left on the eggs",
    "how many minutes are left on my bread",
    "how long does the pasta have left",
    // The timers running.
    "目前有哪些倒數計時在跑",
    "我設了幾個計時器",
    "有沒有計時器還在跑",
    "还有计时器吗",
    "計時器還在跑嗎",
    "有沒有在倒數",
    "目前還在計時嗎",
    "which timers are running",
    "is there a timer going right now",
    "is my timer still running",
    "do i have a timer on",
    // How many are left.
    "現在還剩哪些計時器",
    "我还剩几个倒计时",
    "how many timers are still running",
    "how many timers do i have left",
  ])("「%s」 → list_timers", (text) => {
    expect(route(text)).toEqual({ tool: "list_timers", args: {} });
  });

  it.each([
    // Time left on what is no timer of the user's: a day, a term, an exam, a film, a delivery.
    "考試還剩多久",
    "寒假還剩多久",
    "今年的還剩多久",
    "電影還剩幾分鐘",
    "外送還剩多久",
    "他的還剩多久",
    "披薩還剩多久",
    "煮蛋還要多久",
    "how much time is left on my visa",
    "how long is left on the clock",
    "how much time is left in the game",
    "how much time is left on the lease",
    "how long until the pizza is ready",
    // About timers, not the user's.
    "計時器有哪些功能",
    "有什麼計時器比較好用",
    "有哪些計時器app推薦",
    "你有計時器嗎",
    "手機有計時器嗎",
    "計時器在跑的時候會耗電嗎",
    "現在有什麼好用的計時器",
    "is there a timer app",
    "is there a timer on this phone",
    "what timers are good for cooking",
    "還剩幾個計時器可以買",
    "how many timers are there in a kitchen",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });

  it.each([
    ["取消計時器", {}],
    ["停止計時", {}],
    ["取消2號計時器", { id: "2" }],
    ["取消義大利麵計時器", { id: "義大利麵" }],
    ["把計時器全部取消", { all: true }],
    ["cancel the timer", {}],
    ["cancel timer 2", { id: "2" }],
    ["stop the pizza timer", { id: "pizza" }],
    ["cancel all timers", { all: true }],
    // A word to what was said before, then the request.
    ["好的 把計時器取消", {}],
    ["好啊 停止計時", {}],
    ["那就把計時器關掉", {}],
    ["好 取消蒸魚計時器", { id: "蒸魚" }],
    ["好 把2號計時器取消", { id: "2" }],
    ["好 把那個計時器取消", {}],
    ["把二號計時器關掉", { id: "2" }],
    ["把第三個計時器取消", { id: "3" }],
    ["把計時器1停掉", { id: "1" }],
    ["alright, stop the timer", {}],
    ["ok cancel the rice timer", { id: "rice" }],
    // 了 after the verb, after a bare 把, is an order.
    ["把倒數停了", {}],
    ["好 把那個計時器刪了吧", {}],
    ["把计时器停了", {}],
  ])("「%s」 → cancel_timer %p", (text, args) => {
    expect(route(text)).toEqual({ tool: "cancel_timer", args });
  });

  // Said with 我 or without 把, 了 reports what was done; with 嗎 it asks.
  it.each(["我把計時器關了", "計時器停了", "計時器關了嗎", "我已經把倒數停了"])("「%s」 cancels nothing", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("one more timer, its length, then what it is for after a pause", () => {
  it.each([
    ["再設一個八分鐘的 煮蛋", { seconds: 480, name: "煮蛋" }],
    ["另外來一個二十分鐘的 烤雞用", { seconds: 1200, name: "烤雞" }],
    ["再开一个五分钟的 泡茶", { seconds: 300, name: "泡茶" }],
  ])("「%s」 → set_timer %p", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_timer", args });
  });

  // 再加一個 may add time to the timer running; 來一個 with no 再 may order something; what follows must be a purpose.
  it.each(["再加一個十分鐘的 燉湯", "來一個十分鐘的 泡麵", "再來一個十分鐘的 明天", "再來一個五分鐘的 提醒我", "再來一個十分鐘的 可以嗎"])(
    "「%s」 is left to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("timers said casually, and as Indian and Philippine English says them", () => {
  it.each([
    ["put a timer for 5 minutes", { seconds: 300 }],
    ["keep one timer for 10 mins", { seconds: 600 }],
    ["put one 90 second timer", { seconds: 90 }],
    ["gimme a 3 minute timer", { seconds: 180 }],
  ])("「%s」 sets a timer", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_timer", args });
  });

  it.each([
    ["kill my timer", {}],
    ["turn off the timer", {}],
    ["nuke timer 2", { id: "2" }],
    ["kill the pasta timer", { id: "pasta" }],
    ["kill all timers", { all: true }],
  ])("「%s」 cancels", (text, args) => {
    expect(route(text)).toEqual({ tool: "cancel_timer", args });
  });

  it.each(["put a timer", "keep the timer running", "put the timer on", "kill time", "kill the lights", "turn off the lights"])(
    "「%s」 is left to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("timers cancelled as 倒計時, or by what they are for before 的計時", () => {
  it.each([
    ["把倒計時關掉", {}],
    ["停止倒數計時", {}],
    ["把煮蛋的計時關掉", { id: "煮蛋" }],
    ["把滷肉的倒數取消", { id: "滷肉" }],
  ])("「%s」 cancels", (text, args) => {
    expect(route(text)).toEqual({ tool: "cancel_timer", args });
  });

  it.each(["我的計時取消了", "倒計時是什麼", "煮蛋的計時要多久"])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("a timer said in a hurry, with 定時, or first of all", () => {
  it.each([
    ["快 計時五分鐘 泡茶", { seconds: 300, name: "泡茶" }],
    ["趕快幫我計時十分鐘", { seconds: 600 }],
    ["快點, 倒數三十秒", { seconds: 30 }],
    ["煮蛋定時八分鐘", { seconds: 480, name: "煮蛋" }],
    ["定时十分钟", { seconds: 600 }],
    ["那先計時二十分鐘", { seconds: 1200 }],
    ["set a timer for 10 minutes, pasta", { seconds: 600, name: "pasta" }],
    ["another one for 12 minutes, carrots", { seconds: 720, name: "carrots" }],
  ])("「%s」 sets it", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_timer", args });
  });

  it.each([
    "快三分鐘的計時器",
    "定時吃藥",
    "每天定時運動",
    "another one for 5 minutes, same as before",
    "set a timer for 10 minutes, okay",
  ])("「%s」 names no timer", (text) => {
    expect(route(text)).not.toMatchObject({ args: { name: expect.anything() } });
  });
});

describe("what it is for and its length, then the asking after a pause", () => {
  it.each([
    ["蒸魚十分鐘 幫我計時", { seconds: 600, name: "蒸魚" }],
    ["雞腿烤二十分鐘 計時一下", { seconds: 1200, name: "雞腿" }],
    ["滷蛋 八分鐘 幫我倒數", { seconds: 480, name: "滷蛋" }],
    ["好 紅豆湯半小時 麻煩你開始計時", { seconds: 1800, name: "紅豆湯" }],
    ["饺子煮六分钟 帮我计时", { seconds: 360, name: "饺子" }],
    ["煮五分鐘 幫我計時", { seconds: 300, name: "煮" }],
  ])("「%s」 → set_timer %p", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_timer", args });
  });

  it.each([
    // No purpose said, or a time, a day or another record where it would be.
    "十分鐘 幫我計時",
    "明天十分鐘 幫我計時",
    "開會三十分鐘 幫我計時",
    "下午三點十分 幫我計時",
    "我要十分鐘 計時",
    "蒸魚十分鐘 計時器呢",
  ])("「%s」 is not this timer", (text) => {
    const routed = route(text);
    expect(routed === null || routed.tool !== "set_timer" || !("name" in routed.args)).toBe(true);
  });
});
