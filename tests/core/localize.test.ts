import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toMainlandSimplified } from "../../src/core/chinese-script";
import { localize } from "../../src/core/localize";
import { toUserScript } from "../../src/core/to-user-script";
import { DialogueGraph, createDefaultRegistry, loadSettings } from "../../src/index";

describe("Simplified Chinese in mainland words", () => {
  it.each([
    ["請檢查網路連線。", "请检查网络连接。"],
    ["已設定早上7點的鬧鐘。", "已设置早上7点的闹钟。"],
    ["最新資訊", "最新信息"],
    ["這個軟體", "这个软件"],
    ["看影片", "看视频"],
    ["預設的時區", "默认的时区"],
    ["存成檔案", "存成文件"],
    ["你的帳號", "你的账号"],
  ])("「%s」 → 「%s」", (traditional, mainland) => {
    expect(toMainlandSimplified(traditional)).toBe(mainland);
    expect(localize("zh-CN", { zh: traditional, en: "" })).toBe(mainland);
    expect(toUserScript(traditional, "zh-CN")).toBe(mainland);
  });

  it("leaves Simplified text's own words alone (a mainland headline's 支援 is not 支持)", () => {
    expect(toUserScript("各地支援灾区", "zh-CN")).toBe("各地支援灾区");
  });

  it("keeps Traditional for zh-TW and English as it is", () => {
    expect(localize("zh-TW", { zh: "請檢查網路連線。", en: "Check the network." })).toBe("請檢查網路連線。");
    expect(localize("en", { zh: "請檢查網路連線。", en: "Check the network." })).toBe("Check the network.");
  });
});

describe("the replies a Simplified Chinese user hears", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "mainland-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function assistant() {
    const settings = loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: dataDir } });
    // The rate services at a closed loopback port: the tool cannot connect.
    const nowhere = "http://127.0.0.1:9";
    const registry = createDefaultRegistry({
      settings,
      exchangeRate: { frankfurterBaseUrl: nowhere, openErApiBaseUrl: nowhere, retries: 0 },
    });
    return new DialogueGraph({ settings, model: null, registry, now: () => new Date("2026-03-10T01:00:00Z") });
  }

  it("says 请检查网络连接 when a service cannot be reached", async () => {
    const turn = await assistant().invoke("100美元换人民币多少", { threadId: "t1" });
    expect(turn.toolCalls).toMatchObject([{ name: "get_exchange_rate" }]);
    expect(turn.reply).toBe("连不上汇率服务，请检查网络连接。");
  });

  it("says 已设置 when an alarm is set", async () => {
    const turn = await assistant().invoke("明天早上7点叫我起床", { threadId: "t1" });
    expect(turn.toolCalls).toMatchObject([{ name: "set_alarm", args: { time: "2026-03-11T07:00" } }]);
    expect(turn.reply).toMatch(/^已设置明天（3月11日）早上7点的闹钟/);
  });
});
