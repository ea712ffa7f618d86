import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../src/core/locale";
import { loadSettings } from "../../src/core/settings";
import type { ToolRegistry } from "../../src/core/tool-registry";
import { routeTurn, type DialogueContext } from "../../src/routing/route-turn";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";

// Tuesday 2026-03-10, 09:00 in Taipei; the last turn was 20 seconds before. Sentences here are
// other ways of saying the kinds of turn the dialogue sets hold, in zh-TW, zh-CN and English.
const now = new Date("2026-03-10T01:00:00Z");
const before = new Date(now.getTime() - 20_000).toISOString();
const dataDir = mkdtempSync(join(tmpdir(), "route-turn-"));
let registry: ToolRegistry;

beforeAll(() => {
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function route(text: string, context: DialogueContext = {}, locale: Locale = "zh-TW") {
  return routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale, context });
}

const alarmSet: DialogueContext = {
  last: {
    tool: "set_alarm",
    args: { time: "2026-03-10T19:00", message: "打電話給阿嬤" },
    data: { alarm: { id: "4", time: "2026-03-10T19:00", message: "打電話給阿嬤" } },
    success: true,
    reply: "好，今天晚上七點提醒你打電話給阿嬤。",
    at: before,
  },
};
const askedForMemo: DialogueContext = {
  pending: { kind: "slot", tool: "add_memo", args: {}, slot: "content", question: "要記什麼？", at: before },
};

describe("asking to hear it again", () => {
  it.each(["啊？可以再說一遍嗎", "沒聽到 你再講一次", "huh? say it again"])("「%s」 repeats the last reply", (text) => {
    expect(route(text, { lastReply: { text: "三百六十五除以五等於七十三。", at: before } })).toEqual({
      kind: "repeat",
      text: "三百六十五除以五等於七十三。",
    });
  });
});

describe("withdrawing a question", () => {
  it.each(["不用了啦 算了", "算了吧，不要了", "nah, forget it"])("「%s」 cancels it, and no memo is written", (text) => {
    expect(route(text, askedForMemo)).toEqual({ kind: "cancel", reply: "好，那就先不用了。" });
  });

  it("a request after the withdrawal is routed, and the question dropped", () => {
    expect(route("算了，幫我記一下買雞蛋", askedForMemo)).toEqual({
      kind: "call",
      tool: "add_memo",
      args: { content: "買雞蛋" },
      via: "request",
    });
  });
});

describe("a request after a withdrawal, with no question asked", () => {
  it.each([
    ["算了 把倒數取消", "cancel_timer"],
    ["不要了啦，取消计时器", "cancel_timer"],
    ["never mind, stop the timer", "cancel_timer"],
  ])("「%s」 runs %s", (text, tool) => {
    expect(route(text)).toMatchObject({ kind: "call", tool });
  });

  it("a bare 不要 before a request negates it: left to the model", () => {
    expect(route("不要 取消計時器")).toBeNull();
  });
});

describe("pointing back at the alarm just set", () => {
  it.each(["這個不用了 幫我刪除", "刚才那个不要了，删了吧", "oh wait, scratch that"])("「%s」 deletes it", (text) => {
    expect(route(text, alarmSet)).toEqual({ kind: "call", tool: "delete_alarm", args: { id: "4" }, via: "follow-up", reference: "delete" });
  });

  it.each(["你剛剛設幾點", "hold on, when did you set it for"])("「%s」 lists the alarms", (text) => {
    expect(route(text, alarmSet)).toEqual({ kind: "call", tool: "list_alarms", args: {}, via: "follow-up", reference: "show" });
  });

  it("'wait, what time is it' asks the clock, not the alarm", () => {
    expect(route("wait, what time is it", alarmSet, "en")).not.toMatchObject({ tool: "list_alarms" });
  });
});

describe("a request that lacks its time or its words is asked back", () => {
  it.each([
    ["幫我設個鬧鐘 提醒我繳電費", { message: "繳電費" }],
    ["提醒我帶傘", { message: "帶傘" }],
    ["後天叫我起床", { message: "起床", time: "後天" }],
    ["设一个明天的闹钟", { time: "明天" }],
    ["remind me to water the plants", { message: "water the plants" }],
    ["set an alarm for saturday", { time: "saturday" }],
  ])("「%s」 asks the time, knowing %o", (text, known) => {
    expect(route(text)).toMatchObject({ kind: "ask", tool: "set_alarm", slot: "time", args: known });
  });

  it.each(["提醒我一下", "提醒我什麼", "叫我老大", "提醒我明天的天氣嗎"])("「%s」 is no alarm asked for", (text) => {
    expect(route(text)).toBeNull();
  });

  it("the day said with the request stays when the hour is answered", () => {
    const asked: DialogueContext = {
      pending: {
        kind: "slot",
        tool: "set_alarm",
        args: { message: "起床", time: "後天" },
        slot: "time",
        question: "要設幾點？",
        at: before,
      },
    };
    expect(route("早上六點", asked)).toEqual({
      kind: "call",
      tool: "set_alarm",
      args: { message: "起床", time: "2026-03-12T06:00" },
      via: "answer",
    });
  });

  it("a Simplified request keeps its words in Simplified", () => {
    expect(route("设个闹钟提醒我交电费", {}, "zh-CN")).toMatchObject({ kind: "ask", args: { message: "交电费" } });
  });

  it.each(["幫我記件事情", "我要记点东西", "I need to jot something down"])("「%s」 asks what to note", (text) => {
    expect(route(text)).toMatchObject({ kind: "ask", tool: "add_memo", slot: "content" });
  });

  it.each(["幫我看看匯率", "帮我查下汇率", "look up the exchange rates please", "what are the exchange rates today"])(
    "「%s」 asks which currency",
    (text) => {
      expect(route(text)).toMatchObject({ kind: "ask", tool: "get_exchange_rate", slot: "from_currency" });
    },
  );
});

describe("the items of a list just read out", () => {
  const listed = (tool: string, key: string): DialogueContext => ({
    last: { tool, args: {}, data: { [key]: [{ id: "1" }, { id: "2" }, { id: "3" }] }, success: true, reply: "…", at: before },
  });

  it.each([
    ["第二個跟第三個都刪了", { ids: ["2", "3"] }],
    ["刪掉一號和三號", { ids: ["1", "3"] }],
    ["第三個不要了", { id: "3" }],
    ["remove the first and last ones", { ids: ["1", "3"] }],
    ["delete numbers 2 and 3", { ids: ["2", "3"] }],
    ["okay delete number one", { id: "1" }],
    ["please delete the first one itself", { id: "1" }],
    ["remove numbers two and three", { ids: ["2", "3"] }],
  ])("after the alarms, 「%s」 deletes %o", (text, args) => {
    expect(route(text, listed("list_alarms", "alarms"))).toEqual({ kind: "call", tool: "delete_alarm", args, via: "follow-up" });
  });

  it("after the memos, 「第二則跟第三則刪掉」 deletes memos", () => {
    expect(route("第二則跟第三則刪掉", listed("list_memos", "memos"))).toEqual({
      kind: "call",
      tool: "delete_memo",
      args: { ids: ["2", "3"] },
      via: "follow-up",
    });
  });

  it.each(["好 全部刪掉吧", "那就通通刪了", "都刪掉", "把所有的都删掉咯", "ok delete them all", "remove all of them"])(
    "after the memos, 「%s」 deletes them all (the tool asks first)",
    (text) => {
      expect(route(text, listed("list_memos", "memos"))).toEqual({
        kind: "call",
        tool: "delete_memo",
        args: { all: true },
        via: "follow-up",
      });
    },
  );

  const listedWithWords = (tool: string, key: string, field: string, texts: string[]): DialogueContext => ({
    last: {
      tool,
      args: {},
      data: { [key]: texts.map((text, index) => ({ id: String(index + 1), [field]: text })) },
      success: true,
      reply: "…",
      at: before,
    },
  });

  it.each([
    ["把運動那個刪掉就好", "1"],
    ["剛剛那個郵局的 幫我刪掉", "2"],
    ["煮飯的不要了", "3"],
    ["delete the cooking one", "3"],
  ])("after alarms for 運動, 去郵局寄包裹 and 煮飯 (cooking), 「%s」 deletes number %s", (text, id) => {
    const alarms = listedWithWords("list_alarms", "alarms", "message", ["運動", "去郵局寄包裹", "煮飯 cooking"]);
    expect(route(text, alarms)).toEqual({ kind: "call", tool: "delete_alarm", args: { id }, via: "follow-up" });
  });

  it("「那個拿藥的 已經拿了 可以刪掉」 deletes the memo about the medicine", () => {
    const memos = listedWithWords("list_memos", "memos", "content", ["禮拜四要去拿藥", "血壓早晚都要量"]);
    expect(route("那個拿藥的 已經拿了 可以刪掉", memos)).toEqual({
      kind: "call",
      tool: "delete_memo",
      args: { id: "1" },
      via: "follow-up",
    });
  });

  it.each(["提醒的那個刪掉", "把運動跟煮飯的刪掉", "運動好累", "delete the one"])(
    "「%s」 names no single item: nothing by words",
    (text) => {
      const alarms = listedWithWords("list_alarms", "alarms", "message", ["運動提醒", "煮飯提醒", "去郵局"]);
      expect(route(text, alarms)).not.toMatchObject({ args: { id: expect.any(String) } });
    },
  );

  it.each(["三號是幾點", "把三刪掉", "第二個是什麼", "全部都是我的", "all of them are mine", "delete one", "cancel two of them"])(
    "「%s」 deletes nothing",
    (text) => {
      expect(route(text, listed("list_alarms", "alarms"))).toBeNull();
    },
  );

  it("with no list before, a number with no noun deletes nothing", () => {
    expect(route("第二個跟第三個都刪了")).toBeNull();
  });
});

describe("other ways of asking", () => {
  it.each([
    ["把提醒全刪了", "delete_alarm", { all: true }],
    ["備忘錄全清掉", "delete_memo", { all: true }],
    ["get rid of all my notes", "delete_memo", { all: true }],
    ["我還有沒有鬧鐘", "list_alarms", {}],
    ["鬧鐘還剩幾個", "list_alarms", {}],
    ["目前备忘录剩下哪些", "list_memos", {}],
    ["還有備忘錄嗎", "list_memos", {}],
    ["do I still have any alarms", "list_alarms", {}],
    ["how many minutes are left", "list_timers", {}],
    ["how much time's remaining on the timer", "list_timers", {}],
    ["七點記得叫我起床", "set_alarm", { time: "2026-03-11T07:00", message: "起床" }],
    ["別忘了提醒我下午四點拿包裹", "set_alarm", { time: "2026-03-10T16:00", message: "拿包裹" }],
    ["make sure to remind me to feed the cat at 6 pm", "set_alarm", { time: "2026-03-10T18:00", message: "feed the cat" }],
    ["note that the wifi password is on the fridge", "add_memo", { content: "the wifi password is on the fridge" }],
  ])("「%s」 → %s %o", (text, tool, args) => {
    expect(route(text)).toEqual({ kind: "call", tool, args, via: "request" });
  });

  it("「note that down」 points at something said before: no memo of 'down'", () => {
    expect(route("note that down")?.kind).not.toBe("call");
  });
});

describe("an exchange follow-up that changes the amount or what it is changed into", () => {
  const rate: DialogueContext = {
    last: {
      tool: "get_exchange_rate",
      args: { from_currency: "USD", to_currency: "TWD", amount: 300 },
      success: false,
      reply: "…",
      at: before,
    },
  };

  it.each([
    ["要是五千的話呢", { from_currency: "USD", to_currency: "TWD", amount: 5000 }],
    ["如果是八百呢", { from_currency: "USD", to_currency: "TWD", amount: 800 }],
    ["那可以換多少日幣", { from_currency: "USD", to_currency: "JPY", amount: 300 }],
    ["那能换多少人民币", { from_currency: "USD", to_currency: "CNY", amount: 300 }],
    ["那換成歐元是多少", { from_currency: "USD", to_currency: "EUR", amount: 300 }],
    ["what about in yen", { from_currency: "USD", to_currency: "JPY", amount: 300 }],
    ["and into euros", { from_currency: "USD", to_currency: "EUR", amount: 300 }],
  ])("「%s」 → %o", (text, args) => {
    expect(route(text, rate)).toEqual({ kind: "call", tool: "get_exchange_rate", args, via: "follow-up" });
  });

  it.each(["如果匯率跌了呢", "如果不換呢", "如果是你呢"])("「%s」 is a question of its own", (text) => {
    expect(route(text, rate)).toBeNull();
  });
});

describe("a weather follow-up names a place, not the weather", () => {
  const weather: DialogueContext = {
    last: { tool: "get_weather", args: { city: "台北", day: "tomorrow" }, success: false, reply: "…", at: before },
  };

  it.each(["如果下雨呢", "那颱風天呢", "要是下雪的話呢"])("「%s」 is left to the model", (text) => {
    expect(route(text, weather)).toBeNull();
  });

  it.each([
    ["要是台中呢", "台中"],
    ["那雪梨呢", "雪梨"],
    ["and in Lisbon?", "Lisbon"],
  ])("「%s」 asks about %s", (text, city) => {
    expect(route(text, weather)).toEqual({ kind: "call", tool: "get_weather", args: { city, day: "tomorrow" }, via: "follow-up" });
  });
});

describe("an English time in words answers the alarm's question", () => {
  const asked: DialogueContext = {
    pending: {
      kind: "slot",
      tool: "set_alarm",
      args: { message: "wake up" },
      slot: "time",
      question: "What time should I set it for?",
      at: before,
    },
  };

  it.each([
    ["at six fifteen", "2026-03-11T06:15"],
    ["7:40", "2026-03-11T07:40"],
    ["eight o'clock", "2026-03-11T08:00"],
    ["seven o’clock", "2026-03-11T07:00"],
    ["at six o'clock", "2026-03-11T06:00"],
  ])("「%s」 sets it for %s", (text, time) => {
    expect(route(text, asked, "en")).toEqual({ kind: "call", tool: "set_alarm", args: { message: "wake up", time }, via: "answer" });
  });
});

const lastCall = (tool: string, args: Record<string, unknown>, data?: unknown): DialogueContext => ({
  last: { tool, args, data, success: true, reply: "…", at: before },
});

describe("a follow-up asks the same of another place, step or period", () => {
  it.each([
    ["那東京呢", "zh-TW", "Asia/Tokyo"],
    ["那纽约呢", "zh-CN", "America/New_York"],
    ["what about in New York", "en", "America/New_York"],
    ["and London?", "en", "Europe/London"],
    ["那印度現在幾點呢", "zh-TW", "Asia/Kolkata"],
  ] as const)("「%s」 after the time asks the time there", (text, locale, zone) => {
    expect(route(text, lastCall("get_datetime", {}), locale)).toMatchObject({
      kind: "call",
      tool: "get_datetime",
      args: { time_zone: zone },
    });
  });

  it.each([
    ["那邊今天星期幾", "zh-TW"],
    ["那里现在几点了", "zh-CN"],
    ["what's the date there", "en"],
    ["and what time is it there now?", "en"],
  ] as const)("「%s」 after the time in Paris asks it there again", (text, locale) => {
    expect(route(text, lastCall("get_datetime", { time_zone: "Europe/Paris" }), locale)).toEqual({
      kind: "call",
      tool: "get_datetime",
      args: { time_zone: "Europe/Paris" },
      via: "follow-up",
    });
  });

  it.each([
    ["那邊天氣怎樣", "zh-TW", "Asia/Tokyo", "東京"],
    ["那里会下雨吗", "zh-CN", "Europe/London", "倫敦"],
    ["how's the weather there", "en", "America/New_York", "New York"],
  ] as const)("「%s」 after the time in %s asks the weather in %s", (text, locale, zone, city) => {
    expect(route(text, lastCall("get_datetime", { time_zone: zone }), locale)).toMatchObject({
      kind: "call",
      tool: "get_weather",
      args: { city: expect.stringMatching(new RegExp(`^(?:${city}|${city.replace("倫", "伦")})$`)) },
    });
  });

  it.each([
    ["那邊現在幾點", "zh-TW", "東京", "Asia/Tokyo"],
    ["what time is it there", "en", "London", "Europe/London"],
  ] as const)("「%s」 after the weather in %s asks the time there", (text, locale, city, zone) => {
    expect(route(text, lastCall("get_weather", { city }), locale)).toMatchObject({
      kind: "call",
      tool: "get_datetime",
      args: { time_zone: zone },
    });
  });

  it("「那邊現在幾點」 after the weather in a city whose zone is not known asks nothing of the clock", () => {
    expect(route("那邊現在幾點", lastCall("get_weather", { city: "花蓮" }))).not.toMatchObject({ tool: "get_datetime" });
  });

  it("「那邊天氣怎樣」 after the time in a zone of several cities (Asia/Shanghai) names none", () => {
    expect(route("那邊天氣怎樣", lastCall("get_datetime", { time_zone: "Asia/Shanghai" }))).not.toMatchObject({ tool: "get_weather" });
  });

  it.each(["what's it like there"])("「%s」 after the time is not the time again", (text) => {
    expect(route(text, lastCall("get_datetime", { time_zone: "Europe/Paris" }))).not.toMatchObject({ tool: "get_datetime" });
  });

  it.each([
    ["再除以四呢", "(128*3)/4"],
    ["再加五", "(128*3)+5"],
    ["那乘以二呢", "(128*3)*2"],
    ["and times 3?", "(128*3)*3"],
  ])("「%s」 after 128×3 carries on from it", (text, expression) => {
    expect(route(text, lastCall("calculate", { expression: "128*3" }))).toMatchObject({
      kind: "call",
      tool: "calculate",
      args: { expression },
    });
  });

  it.each([
    ["那上个月呢", { start_date: "2026-02-01", end_date: "2026-02-28" }],
    ["去年呢", { start_date: "2025-01-01", end_date: "2025-12-31" }],
    ["what about last week", { start_date: "2026-03-02", end_date: "2026-03-08" }],
  ])("「%s」 after a finance sum asks the same of that period", (text, range) => {
    const last = lastCall("finance_transactions_sum", {
      search: "咖啡",
      direction: "DEBIT_ONLY",
      date_range: { start_date: "2026-03-01", end_date: "2026-03-10" },
    });
    expect(route(text, last)).toMatchObject({
      kind: "call",
      tool: "finance_transactions_sum",
      args: { search: "咖啡", direction: "DEBIT_ONLY", date_range: range },
    });
  });

  it.each([
    [
      "and Busan?",
      lastCall("get_weather", { city: "Seoul", day: "tomorrow" }),
      { tool: "get_weather", args: { city: "Busan", day: "tomorrow" } },
    ],
  ])("「%s」 after the weather asks it of another city", (text, context, call) => {
    expect(route(text, context, "en")).toMatchObject({ kind: "call", ...call });
  });

  it.each([
    ["那為什麼呢", lastCall("calculate", { expression: "128*3" })],
    ["再說一個笑話", lastCall("calculate", { expression: "128*3" })],
    ["and then?", lastCall("get_weather", { city: "Seoul" })],
    ["and thanks", lastCall("get_datetime", {})],
    ["那東京呢", lastCall("finance_transactions_sum", { direction: "DEBIT_ONLY" })],
  ])("「%s」 is no such follow-up", (text, context) => {
    expect(route(text, context, "en")).not.toMatchObject({ kind: "call", via: "follow-up" });
  });
});

describe("right after a deletion, what is left", () => {
  it.each([
    ["那現在還剩哪些", "delete_alarm", "list_alarms"],
    ["剩下的呢", "delete_memo", "list_memos"],
    ["what's left now", "delete_alarm", "list_alarms"],
    ["now how many are there", "delete_alarm", "list_alarms"],
    ["how many do I have now", "delete_memo", "list_memos"],
  ])("「%s」 after %s runs %s", (text, tool, list) => {
    expect(route(text, lastCall(tool, { ids: ["1", "3"] }))).toMatchObject({ kind: "call", tool: list, args: {} });
  });

  it.each([
    ["我先看一下有哪些", "delete_memo", "list_memos"],
    ["先列出來給我看", "delete_alarm", "list_alarms"],
    ["是哪幾個", "delete_alarm", "list_alarms"],
    ["which ones?", "delete_memo", "list_memos"],
    ["let me see them first", "delete_alarm", "list_alarms"],
    ["都有哪些呢", "delete_memo", "list_memos"],
    ["是哪三個", "delete_alarm", "list_alarms"],
    ["wait 有哪兩則", "delete_memo", "list_memos"],
  ])("「%s」 when asked about %s (not run) runs %s", (text, tool, list) => {
    const asked: DialogueContext = { last: { tool, args: { all: true }, success: false, reply: "…", at: before } };
    expect(route(text, asked)).toMatchObject({ kind: "call", tool: list, args: {} });
  });

  it("is not read after anything else", () => {
    expect(route("還剩哪些", lastCall("get_weather", { city: "台北" }))).toBeNull();
    expect(route("我先看一下有哪些", lastCall("get_weather", { city: "台北" }))).toBeNull();
  });
});

describe("a weather question with no place, said in other ways, asks which city", () => {
  it.each([
    ["is it gonna rain tomorrow", "en"],
    ["will it be cold today", "en"],
    ["do I need an umbrella tomorrow", "en"],
    ["明天要不要帶傘", "zh-TW"],
    ["明天会不会冷", "zh-CN"],
  ] as const)("「%s」", (text, locale) => {
    expect(route(text, {}, locale)).toMatchObject({ kind: "ask", tool: "get_weather", slot: "city" });
  });
});

describe("putting the last request right", () => {
  it.each([
    [
      "不是台北 是台中",
      lastCall("get_weather", { city: "台北", day: "tomorrow" }),
      { tool: "get_weather", args: { city: "台中", day: "tomorrow" } },
    ],
    ["no, I meant Osaka", lastCall("get_weather", { city: "Tokyo" }), { tool: "get_weather", args: { city: "Osaka" } }],
    [
      "不是美金啦 我是說日幣",
      lastCall("get_exchange_rate", { from_currency: "USD", to_currency: "TWD" }),
      { tool: "get_exchange_rate", args: { from_currency: "JPY" } },
    ],
    ["我是說東京", lastCall("get_datetime", { time_zone: "Asia/Seoul" }), { tool: "get_datetime", args: { time_zone: "Asia/Tokyo" } }],
  ])("「%s」 asks the same with the thing put right", (text, context, call) => {
    expect(route(text, context)).toMatchObject({ kind: "call", via: "follow-up", ...call });
  });

  it.each([
    ["不對 是54", lastCall("calculate", { expression: "123*45" })],
    ["是嗎", lastCall("get_weather", { city: "台北" })],
  ])("「%s」 is no correction a tool can make alone", (text, context) => {
    expect(route(text, context)).not.toMatchObject({ kind: "call", via: "follow-up" });
  });
});

describe("after spending on one thing, another", () => {
  it.each([
    ["飲料呢", "飲料"],
    ["那麥當勞呢", "麥當勞"],
    ["what about Uber", "Uber"],
  ])("「%s」 asks the same of %s", (text, search) => {
    const last = lastCall("finance_transactions_sum", {
      search: "咖啡",
      direction: "DEBIT_ONLY",
      date_range: { start_date: "2026-03-01", end_date: "2026-03-10" },
    });
    expect(route(text, last)).toMatchObject({ kind: "call", tool: "finance_transactions_sum", args: { search, direction: "DEBIT_ONLY" } });
  });

  it("'and the gym?' asks the same of the gym", () => {
    expect(route("what about the gym", lastCall("finance_transactions_search", { search: "Uber" }))).toMatchObject({
      args: { search: "gym" },
    });
  });

  it.each(["再加五", "那三分鐘呢", "what about the weather tomorrow", "what about tesla stock", "那鬧鐘呢"])(
    "「%s」 is no other thing bought",
    (text) => {
      expect(route(text, lastCall("finance_transactions_search", { search: "Uber" }))).not.toMatchObject({
        tool: "finance_transactions_search",
        via: "follow-up",
      });
    },
  );
});

describe("a request lacking what the last call of its tool had", () => {
  it.each([
    ["後天咧 會下雨嗎", "day_after_tomorrow"],
    ["明天會不會冷", "tomorrow"],
    ["is it gonna rain tomorrow", "tomorrow"],
  ])("「%s」 right after Taichung's weather keeps Taichung", (text, day) => {
    expect(route(text, lastCall("get_weather", { city: "台中" }))).toEqual({
      kind: "call",
      tool: "get_weather",
      args: { city: "台中", day },
      via: "follow-up",
    });
  });

  it("「匯率多少」 right after dollars were changed asks the dollar's rate", () => {
    expect(route("匯率多少", lastCall("get_exchange_rate", { from_currency: "USD", to_currency: "TWD", amount: 100 }))).toMatchObject({
      kind: "call",
      tool: "get_exchange_rate",
      args: { from_currency: "USD" },
    });
  });

  it("a timer's length is not carried: 'another timer' asks how long", () => {
    expect(route("another timer", lastCall("set_timer", { seconds: 600 }), "en")).toMatchObject({ kind: "ask", slot: "seconds" });
  });

  it("after something else it still asks", () => {
    expect(route("後天會下雨嗎", lastCall("get_datetime", { time_zone: "Asia/Tokyo" }))).toMatchObject({ kind: "ask", slot: "city" });
  });
});

describe("a what-if after a conversion", () => {
  it.each([
    ["if five hundred leh", "en"],
    ["what if it's 500", "en"],
    ["如果換五百呢", "zh-TW"],
  ] as const)("「%s」 converts 500 of the same", (text, locale) => {
    const changed = lastCall("get_exchange_rate", { from_currency: "SGD", to_currency: "MYR", amount: 100 });
    expect(route(text, changed, locale)).toMatchObject({
      kind: "call",
      tool: "get_exchange_rate",
      args: { from_currency: "SGD", to_currency: "MYR", amount: 500 },
    });
  });

  it("「what if it rains tomorrow」 is a question of its own", () => {
    expect(
      route("what if it rains tomorrow and I have no umbrella", lastCall("get_exchange_rate", { from_currency: "USD" }), "en"),
    ).toBeNull();
  });
});

describe("two timers set one after the other", () => {
  const timer = (id: string, name: string) => ({
    tool: "set_timer",
    args: { seconds: 600, name },
    data: { timer: { id, name, seconds: 600, endsAt: "2026-03-10T09:10:00+08:00" } },
    success: true,
    reply: "…",
    at: before,
  });
  const both: DialogueContext = { last: timer("2", "煮饭"), earlier: timer("1", "蒸鱼") };

  it.each([
    ["蒸鱼那个不要了 取消掉", "1"],
    ["取消煮饭的", "2"],
  ])("「%s」 cancels timer %s", (text, id) => {
    expect(route(text, both)).toMatchObject({ kind: "call", tool: "cancel_timer", args: { id } });
  });

  it("the earlier one is not meant when it is no longer in mind", () => {
    const stale: DialogueContext = { last: timer("2", "煮饭"), earlier: { ...timer("1", "蒸鱼"), at: "2026-03-10T00:00:00Z" } };
    expect(route("蒸鱼那个不要了 取消掉", stale)).not.toMatchObject({ args: { id: "1" } });
  });
});

describe("one more of what was just made", () => {
  it.each([
    ["再設一個", "set_alarm", "time"],
    ["再记一条", "add_memo", "content"],
    ["one more", "set_alarm", "time"],
  ] as const)("「%s」 right after one asks what the next %s needs", (text, tool, slot) => {
    const made = lastCall(tool, tool === "set_alarm" ? { time: "2026-03-11T07:00", message: "" } : { content: "買牛奶" });
    expect(route(text, made)).toMatchObject({ kind: "ask", tool, slot, args: {} });
  });

  it.each([
    ["再設一個", lastCall("get_weather", { city: "台北" })],
    ["再來一個", {}],
    ["一個", lastCall("set_alarm", { time: "2026-03-11T07:00", message: "" })],
  ] as const)("「%s」 after something that makes nothing, or alone, asks nothing", (text, context) => {
    expect(route(text, context)).toBeNull();
  });
});

describe("and then, one more request", () => {
  it.each([
    ["然後 明天早上七點叫我起床", "set_alarm"],
    ["还有 帮我记一下 买牛奶", "add_memo"],
    ["另外 東京現在幾點", "get_datetime"],
  ])("「%s」 after the weather is %s", (text, tool) => {
    expect(route(text, lastCall("get_weather", { city: "台北" }))).toMatchObject({ kind: "call", tool });
  });

  it.each(["然後 設個七點的鬧鐘 順便記一下買牛奶", "還有 明天天氣 然後 幾點"])("「%s」 is two requests: the model's", (text) => {
    expect(route(text, lastCall("get_weather", { city: "台北" }))).toBeNull();
  });
});

describe("one more lookup", () => {
  it.each([
    ["再查一個 赤崁樓", "zh-TW", "赤崁樓"],
    ["再帮我查 郑成功", "zh-CN", "郑成功"],
    ["now look up Taipei 101", "en", "Taipei 101"],
  ] as const)("「%s」 after a lookup looks up %s", (text, locale, query) => {
    expect(route(text, lastCall("search_wikipedia", { query: "鄭成功" }), locale)).toEqual({
      kind: "call",
      tool: "search_wikipedia",
      args: expect.objectContaining({ query }),
      via: "follow-up",
    });
  });

  it.each(["再查一個 你覺得呢", "再查一下明天", "那明天呢", "後天咧", "那十五號呢", "那上個月呢"])("「%s」 looks up no topic", (text) => {
    expect(route(text, lastCall("search_wikipedia", { query: "鄭成功" }))).not.toMatchObject({ tool: "search_wikipedia" });
  });
});

describe("a day moved after something with no date", () => {
  it.each([
    ["隔天呢", lastCall("finance_transactions_sum", { search: "咖啡", direction: "DEBIT_ONLY" })],
    ["and the day after that?", lastCall("finance_transactions_search", { search: "Uber" })],
    ["那前一天呢", lastCall("search_wikipedia", { query: "愛因斯坦" })],
    ["the next day?", lastCall("search_wikipedia", { query: "Marie Curie" })],
  ])("「%s」 is no search word or topic", (text, context) => {
    expect(route(text, context)).toBeNull();
  });
});

describe("words another tool claims are that tool's, not the last tool's follow-up", () => {
  const weatherInTaichung = lastCall("get_weather", { city: "台中", day: "tomorrow" });
  const spentLastMonth = lastCall("finance_transactions_sum", {
    date_range: { start_date: "2026-02-01", end_date: "2026-02-28" },
    offset: 0,
    direction: "DEBIT_ONLY",
  });

  it.each([
    ["那後天月相呢", "2026-03-12"],
    ["那明天的月相呢", "2026-03-11"],
  ])("「%s」 right after Taichung's weather asks the moon, not the weather in a city called 月相", (text, date) => {
    expect(route(text, weatherInTaichung)).toMatchObject({ kind: "call", tool: "get_moon_phase", args: { date_str: date } });
  });

  it.each(["明天天氣呢", "後天天氣怎樣"])(
    "「%s」 right after the spending asks which city's weather, not the spending of that day",
    (text) => {
      expect(route(text, spentLastMonth)).toMatchObject({ kind: "ask", tool: "get_weather", slot: "city" });
    },
  );

  it.each([
    ["那高雄呢", { city: "高雄", day: "tomorrow" }],
    ["後天咧", { city: "台中", day: "day_after_tomorrow" }],
  ])("「%s」 right after Taichung's weather is still its follow-up", (text, args) => {
    expect(route(text, weatherInTaichung)).toMatchObject({ kind: "call", tool: "get_weather", args, via: "follow-up" });
  });

  it.each([
    ["今天新聞咧", lastCall("finance_transactions_sum", { offset: 0, direction: "DEBIT_ONLY" }), "get_news"],
    ["那三加五呢", lastCall("get_weather", { city: "台中", day: "tomorrow" }), "calculate"],
    ["那明天天氣呢", lastCall("search_wikipedia", { query: "鄭成功" }), "get_weather"],
  ])("「%s」 goes to %s whatever came before", (text, context, tool) => {
    expect(route(text, context)).toMatchObject({ tool });
  });
});

describe("a change of mind while a memo's text is asked", () => {
  it.each(["欸不對 等一下先幫我看看天氣", "不對不對 我要先問別的", "等一下 我先問個東西", "wait, what time is it in Tokyo first"])(
    "「%s」 is not written down as the memo",
    (text) => {
      const routed = route(text, askedForMemo, /[a-z]/i.test(text) ? "en" : "zh-TW");
      expect(routed?.kind === "call" && routed.tool === "add_memo").toBe(false);
    },
  );

  it("a memo that only mentions a mistake is still the memo", () => {
    expect(route("帳單金額不對要打電話問", askedForMemo)).toMatchObject({
      kind: "call",
      tool: "add_memo",
      args: { content: "帳單金額不對要打電話問" },
    });
  });
});

describe("one of a list just read out, by number with 只 or 就好, or by a short English word", () => {
  const listed = (items: Record<string, unknown>[]): DialogueContext => ({
    last: { tool: "list_alarms", args: {}, data: { alarms: items }, success: true, reply: "…", at: before },
  });
  const three = listed([
    { id: "1", time: "2026-03-11T06:30", message: "gym" },
    { id: "2", time: "2026-03-11T12:00", message: "call the vet" },
    { id: "3", time: "2026-03-12T08:00", message: "dentist" },
  ]);

  it.each([
    ["只刪第二個", { id: "2" }],
    ["就取消第三個吧", { id: "3" }],
    ["刪掉第一個跟第二個就好", { ids: ["1", "2"] }],
    ["just delete the vet one", { id: "2" }],
    ["ok delete the gym one", { id: "1" }],
  ])("「%s」 deletes %j", (text, args) => {
    expect(route(text, three, /[a-z]/i.test(text) ? "en" : "zh-TW")).toMatchObject({ kind: "call", tool: "delete_alarm", args });
  });

  it.each(["delete the one one", "just delete the gy one", "只想知道第二個是什麼"])("「%s」 deletes nothing", (text) => {
    expect(route(text, three, /[a-z]/i.test(text) ? "en" : "zh-TW")).not.toMatchObject({ kind: "call", tool: "delete_alarm" });
  });
});
