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
    ["what phase is the moon tonight", {}],
    ["is there a full moon tomorrow night", { date_str: "2026-03-11" }],
    ["will there be a full moon on friday", { date_str: "2026-03-13" }],
    ["is the moon full tonight", {}],
    ["明天月亮會是滿月嗎", { date_str: "2026-03-11" }],
    ["現在的月相是上弦月還是下弦月", {}],
    ["明天是滿月還是新月", { date_str: "2026-03-11" }],
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
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("get_moon_phase");
  });
});
