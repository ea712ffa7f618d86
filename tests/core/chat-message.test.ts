import { ChatMessage, ToolCall, loadSettings } from "../../src/index";
import { SentenceSplitter } from "../../src/graph/sentence-splitter";

describe("ChatMessage and ToolCall", () => {
  it("render to the OpenAI wire format", () => {
    const call = new ToolCall("call_1", "get_exchange_rate", { from_currency: "USD" });
    expect(ChatMessage.user("100 美金換台幣").toOpenAIFormat()).toEqual({ role: "user", content: "100 美金換台幣" });
    expect(ChatMessage.assistant(null, [call]).toOpenAIFormat()).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [{ id: "call_1", type: "function", function: { name: "get_exchange_rate", arguments: '{"from_currency":"USD"}' } }],
    });
    expect(ChatMessage.tool("31.6", "call_1", "get_exchange_rate").toOpenAIFormat()).toEqual({
      role: "tool",
      content: "31.6",
      tool_call_id: "call_1",
      name: "get_exchange_rate",
    });
  });
});

describe("loadSettings", () => {
  it("reads the environment with defaults, and refuses a bad locale", () => {
    expect(loadSettings({ env: {}, envFile: false })).toMatchObject({
      openaiModel: "gpt-4o-mini",
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      openaiApiKey: undefined,
    });
    expect(
      loadSettings({
        env: { OPENAI_API_KEY: " sk-x ", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", DIALOGUE_GRAPH_LOCALE: "en" },
        envFile: false,
      }),
    ).toMatchObject({ openaiApiKey: "sk-x", openaiBaseUrl: "http://127.0.0.1:11434/v1", locale: "en" });
    expect(() => loadSettings({ env: { DIALOGUE_GRAPH_LOCALE: "fr" }, envFile: false })).toThrow(
      /one of zh-TW, zh-HK, zh-CN, en, not "fr"/,
    );
  });
});

describe("SentenceSplitter", () => {
  it("cuts Chinese and English sentences as they end, keeping decimals and closing quotes whole", () => {
    const splitter = new SentenceSplitter();
    const out = [..."匯率是 31.62。他說「好！」然後走了".match(/.{1,2}/gsu)!.flatMap((piece) => splitter.push(piece)), ...splitter.flush()];
    expect(out).toEqual(["匯率是 31.62。", "他說「好！」", "然後走了"]);
    expect([...splitter.push("It is 3.5 degrees. Nice!\nBye"), ...splitter.flush()]).toEqual(["It is 3.5 degrees.", "Nice!", "Bye"]);
  });

  it("sends a Chinese sentence the moment its end arrives, without waiting for the next piece", () => {
    const splitter = new SentenceSplitter();
    expect(splitter.push("你好！")).toEqual(["你好！"]);
    expect(splitter.push("」今天晴")).toEqual([]);
    expect(splitter.flush()).toEqual(["今天晴"]);
  });
});
