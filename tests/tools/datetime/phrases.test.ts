import { loadSettings } from "../../../src/core/settings";
import { routeLocally } from "../../../src/routing/route-locally";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";

const registry = createDefaultRegistry({ settings: loadSettings({ env: {}, envFile: false }) });
const route = (text: string) => routeLocally(text, { registry, now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" });

describe("get_datetime phrases", () => {
  it.each([
    "現在幾點",
    "現在幾點了？",
    "幾點了",
    "请问现在几点",
    "今天星期幾",
    "今天禮拜幾",
    "今天是週幾",
    "今天幾月幾號",
    "今天幾號",
    "今天的日期",
    "今年是民國幾年",
    "現在是什麼時間",
    "現在是幾月",
    "what time is it",
    "What's the time?",
    "tell me the current time",
    "what's the current date",
    "what day is it today",
    "what's the date today",
    "報時",
    "幫我報個時",
    "報一下時間",
  ])("asks for the time: %s", (text) => {
    expect(route(text)).toEqual({ tool: "get_datetime", args: {} });
  });

  it.each([
    ["東京現在幾點", "Asia/Tokyo"],
    ["纽约现在几点", "America/New_York"],
    ["紐約那邊現在幾點", "America/New_York"],
    ["纽约那边现在几点", "America/New_York"],
    ["你知道東京那邊現在幾點嗎", "Asia/Tokyo"],
    ["現在倫敦幾點", "Europe/London"],
    ["東京那邊現在的時間", "Asia/Tokyo"],
    ["what time is it in London", "Europe/London"],
    ["what time is it in New York right now", "America/New_York"],
    ["what's the local time in Tokyo", "Asia/Tokyo"],
    ["current time in Paris", "Europe/Paris"],
    ["美國紐約現在是幾點", "America/New_York"],
    ["美国纽约现在几点", "America/New_York"],
    ["日本東京現在幾點", "Asia/Tokyo"],
    ["英國倫敦那邊現在幾點了", "Europe/London"],
    ["現在美國洛杉磯幾點", "America/Los_Angeles"],
    ["澳洲雪梨現在幾點", "Australia/Sydney"],
    ["紐約現在幾點幾分", "America/New_York"],
    ["東京現在是什麼時間", "Asia/Tokyo"],
    ["東京幾點了", "Asia/Tokyo"],
    ["倫敦時間幾點", "Europe/London"],
    ["what time is it over in London", "Europe/London"],
    ["do you know what time it is in Tokyo", "Asia/Tokyo"],
    // The day or the date over there.
    ["紐約那邊今天星期幾", "America/New_York"],
    ["東京今天是幾號", "Asia/Tokyo"],
    ["伦敦今天几月几号", "Europe/London"],
    ["雪梨現在是禮拜幾", "Australia/Sydney"],
    ["what's the date in Paris", "Europe/Paris"],
    ["what day is it in Sydney today", "Australia/Sydney"],
    ["what day of the week is it in London", "Europe/London"],
  ])("asks for the time somewhere else: %s", (text, zone) => {
    expect(route(text)).toEqual({ tool: "get_datetime", args: { time_zone: zone } });
  });

  it.each([
    "時間是什麼",
    "鬧鐘是誰發明的",
    "為什麼一天有24小時",
    "我沒有時間",
    "火星現在幾點",
    "火星那邊現在幾點",
    "火星今天星期幾",
    "what's the date in my calendar",
    "現在那邊幾點",
    "你是怎麼知道現在幾點的",
    "時間過得好快",
    "what is time",
    "what time is it in the morning",
    "tell me the current news",
    "美國現在幾點",
    "美國會議現在幾點",
    "會議幾點了",
    "明天幾點了",
    "演唱會時間幾點",
    "報時系統壞了",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("get_datetime");
  });
});

describe("get_datetime phrases, said casually and in Asian English", () => {
  it.each([
    ["what's the time now in Tokyo", "Asia/Tokyo"],
    ["time in Cebu now", "Asia/Manila"],
    ["time now in Bangalore", "Asia/Kolkata"],
    ["what time now in Chennai", "Asia/Kolkata"],
    ["Davao time now", "Asia/Manila"],
    ["London time please", "Europe/London"],
    ["Kolkata now what time", "Asia/Kolkata"],
    ["Sydney what time now", "Australia/Sydney"],
    ["what's the time right now in nyc", "America/New_York"],
    ["Singapore time now", "Asia/Singapore"],
    ["what time is it in Japan", "Asia/Tokyo"],
  ])("asks for the time somewhere else: %s", (text, zone) => {
    expect(route(text)).toEqual({ tool: "get_datetime", args: { time_zone: zone } });
  });

  it.each(["what time now", "now what time"])("asks for the time: %s", (text) => {
    expect(route(text)).toEqual({ tool: "get_datetime", args: {} });
  });

  it.each(["time in a bottle", "bedtime now", "dinner time now", "what time now in my place", "island time", "time now how"])(
    "leaves %s to the model",
    (text) => {
      expect(route(text)?.tool).not.toBe("get_datetime");
    },
  );
});

describe("get_datetime phrases: a question relayed for someone at home", () => {
  it.each([
    ["阿公問你今天幾號", {}],
    ["我媽在問現在幾點了", {}],
    ["外婆想問今天星期幾", {}],
    ["爸爸要我問你現在幾點", {}],
    ["奶奶问你今天几月几号", {}],
    ["阿嬤問說紐約現在幾點", { time_zone: "America/New_York" }],
    ["grandpa wants to know what time it is", {}],
    ["my mom is asking what day it is today", {}],
    ["Nana asked what the date is", {}],
  ])("「%s」", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_datetime", args });
  });

  it.each([
    "阿公問你今天要不要出門",
    "阿嬤問我今天禮拜幾",
    "王經理問你現在幾點",
    "我媽問你幾點要吃飯",
    "grandma wants to know what time the bus comes",
    "my boss is asking what time it is",
  ])("「%s」 is not asked of the clock here", (text) => {
    expect(route(text)?.tool).not.toBe("get_datetime");
  });
});
