import { loadSettings } from "../../../src/core/settings";
import { routeLocally } from "../../../src/routing/route-locally";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";

const registry = createDefaultRegistry({ settings: loadSettings({ env: {}, envFile: false }) });
const route = (text: string) => routeLocally(text, { registry, now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" });

describe("get_moon_phase phrases", () => {
  it.each([
    ["今天的月相是什麼", { date_str: "2026-03-10" }],
    ["明天月亮是什麼形狀", { date_str: "2026-03-11" }],
    ["2024-04-08 是什麼月相", { date_str: "2024-04-08" }],
    ["昨天的月相", { date_str: "2026-03-09" }],
    ["今晚的月亮是什麼形狀？", { date_str: "2026-03-10" }],
    ["下週五是什麼月相", { date_str: "2026-03-20" }],
    ["后天的月相是什么", { date_str: "2026-03-12" }],
    ["今天是滿月嗎", { date_str: "2026-03-10" }],
    ["2024年4月8日的月相", { date_str: "2024-04-08" }],
    ["查一下月相", {}],
    ["月亮今天是什麼形狀", { date_str: "2026-03-10" }],
    ["明天的月亮圓不圓", { date_str: "2026-03-11" }],
    ["這週六是什麼月相", { date_str: "2026-03-14" }],
    ["現在的月相", {}],
    ["moon phase today", { date_str: "2026-03-10" }],
    ["What's the moon phase tomorrow?", { date_str: "2026-03-11" }],
    ["what phase is the moon tonight", { date_str: "2026-03-10" }],
    ["is there a full moon tomorrow night", { date_str: "2026-03-11" }],
    ["will there be a full moon on friday", { date_str: "2026-03-13" }],
    ["is the moon full tonight", { date_str: "2026-03-10" }],
    ["明天月亮會是滿月嗎", { date_str: "2026-03-11" }],
    ["現在的月相是上弦月還是下弦月", {}],
    ["明天是滿月還是新月", { date_str: "2026-03-11" }],
    ["what's the moon phase tonight", { date_str: "2026-03-10" }],
    ["後天月亮會很圓嗎", { date_str: "2026-03-12" }],
    ["明天月亮夠圓嗎", { date_str: "2026-03-11" }],
    ["今晚月亮會不會很圓", { date_str: "2026-03-10" }],
    ["月底那天月亮長怎樣", { date_str: "2026-03-31" }],
    ["月底的月相", { date_str: "2026-03-31" }],
    ["这个月底月亮是什么形状", { date_str: "2026-03-31" }],
    ["下個月初月亮長什麼樣", { date_str: "2026-04-01" }],
    ["3月19号月亮啥样", { date_str: "2026-03-19" }],
    ["3月25日月亮看起来怎么样", { date_str: "2026-03-25" }],
    ["月亮後天長什麼樣子", { date_str: "2026-03-12" }],
    ["下週五那天是什麼月相", { date_str: "2026-03-20" }],
    ["what does the moon look like tonight", { date_str: "2026-03-10" }],
    ["how full is the moon tomorrow night", { date_str: "2026-03-11" }],
    ["what phase will the moon be in on friday", { date_str: "2026-03-13" }],
  ])("asks for the moon phase: %s", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_moon_phase", args });
  });

  it.each([
    "月亮為什麼會有陰晴圓缺",
    "月相是什麼",
    "月相是什麼意思",
    "月亮是什麼形狀的星球",
    "我今天看到月亮了",
    "月球上有水嗎",
    "月亮是圓的嗎",
    "月相怎麼算",
    "明天要去看月亮",
    "why does the moon have phases",
    "月相是上弦月還是下弦月",
    "上弦月跟下弦月要怎麼分辨",
    "is there a full moon on mars",
    "昨天晚上的月亮好圓好漂亮",
    "月亮長怎樣",
    "月亮看起來怎麼那麼大",
    "月底那天要開會",
    "又到月底了",
    "what does the moon look like",
    "how full is the moon",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("get_moon_phase");
  });
});

describe("get_moon_phase phrases, said casually", () => {
  it.each([
    ["what's the moon on 20 april", { date_str: "2026-04-20" }],
    ["what's the moon like tonight", { date_str: "2026-03-10" }],
    ["how's the moon looking tomorrow night", { date_str: "2026-03-11" }],
    ["is the moon round tonight", { date_str: "2026-03-10" }],
    ["will the moon be bright tomorrow night", { date_str: "2026-03-11" }],
    ["how round is the moon tonight", { date_str: "2026-03-10" }],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_moon_phase", args });
  });

  it.each(["is the moon round", "what's the moon", "what is the moon made of", "is the moon today", "how bright is the moon"])(
    "leaves %s to the model",
    (text) => {
      expect(route(text)?.tool).not.toBe("get_moon_phase");
    },
  );
});

describe("get_moon_phase phrases: when a phase next comes, and the moon said before its day", () => {
  it.each([
    ["下一次滿月是哪一天", { phase: "Full Moon" }],
    ["下個新月是幾號", { phase: "New Moon" }],
    ["下次上弦月在什麼時候", { phase: "First Quarter" }],
    ["下一次什么时候月圆", { phase: "Full Moon" }],
    ["請問下次滿月是何時", { phase: "Full Moon" }],
    ["when's the next new moon", { phase: "New Moon" }],
    ["what day is the next full moon", { phase: "Full Moon" }],
    ["next last quarter moon", { phase: "Last Quarter" }],
    ["月亮明天是不是圓圓的", { date_str: "2026-03-11" }],
    ["月亮今晚會不會很圓", { date_str: "2026-03-10" }],
    ["後天的月亮是圓圓的嗎", { date_str: "2026-03-12" }],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_moon_phase", args });
  });

  it.each([
    "滿月是什麼時候",
    "寶寶滿月是哪天",
    "什麼時候是滿月",
    "下次滿月",
    "滿月的時候會怎樣",
    "月亮是不是圓圓的",
    "月亮是圓圓的嗎",
    "when is the full moon festival",
    "next full moon party",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("get_moon_phase");
  });
});

describe("「什麼月」 asks the moon's phase", () => {
  it.each([
    ["明天晚上的月亮是什麼月", "2026-03-11"],
    ["月亮今晚是什麼月", "2026-03-10"],
  ])("「%s」 asks the phase on %s", (text, date_str) => {
    expect(route(text)).toMatchObject({ tool: "get_moon_phase", args: { date_str } });
  });

  it.each(["今天是什麼月", "月亮是什麼月"])("「%s」 names no moon, or no day", (text) => {
    expect(route(text)).toBeNull();
  });
});
