/** A kind of turn the bench runs through every variant. */
export interface BenchRequest {
  /** Key in the results: `tool`, `none`, `two-tools`. */
  kind: "tool" | "none" | "two-tools";
  /** What the user says. */
  text: string;
  /** The calls a function-calling model makes for it, in one message. */
  calls: Array<{ name: string; arguments: Record<string, unknown> }>;
  /** The model's final answer: two sentences, so the first can be spoken before the second. */
  answer: string;
}

/**
 * The same three requests for every variant: a tool turn (the local route can also answer it),
 * a turn with no tool, and a turn with two tools.
 */
export const BENCH_REQUESTS: readonly BenchRequest[] = [
  { kind: "tool", text: "現在幾點", calls: [{ name: "get_time", arguments: {} }], answer: "現在是早上九點。還有什麼需要幫忙的嗎？" },
  { kind: "none", text: "你好，你會做什麼", calls: [], answer: "你好！我可以查時間、換算匯率和查天氣。想問什麼呢？" },
  {
    kind: "two-tools",
    text: "100 美金換台幣多少？順便告訴我台北天氣",
    calls: [
      { name: "convert_currency", arguments: { amount: 100, from_currency: "USD", to_currency: "TWD" } },
      { name: "get_weather", arguments: { city: "台北" } },
    ],
    answer: "100 美元大約是 3,162 新台幣。台北今天晴時多雲，21 到 28 度。",
  },
];
