import { HoldingLine } from "../../src/graph/holding-line";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Watches the line's timer (the one set for 60 s): whether it was cleared. */
function lineTimer() {
  const set = vi.spyOn(globalThis, "setTimeout");
  const clear = vi.spyOn(globalThis, "clearTimeout");
  return {
    cleared() {
      const index = set.mock.calls.findIndex((call) => Number(call[1]) > 59_000);
      const handle: unknown = set.mock.results[index]?.value;
      const result = handle !== undefined && clear.mock.calls.some(([cleared]) => cleared === handle);
      set.mockRestore();
      clear.mockRestore();
      return result;
    },
  };
}

async function* slowly(
  items: string[],
  everyMs: number,
  failAt?: number,
): AsyncGenerator<["custom", { type: "text-delta"; text: string }]> {
  for (const [index, text] of items.entries()) {
    await sleep(everyMs);
    if (index === failAt) throw new Error("the graph failed");
    yield ["custom", { type: "text-delta", text }];
  }
}

const line = (afterMs = 50) => new HoldingLine({ afterMs, text: () => "我查一下喔。" });

describe("HoldingLine.watch", () => {
  it("slips the line in once among the chunks, losing and repeating none", async () => {
    const seen: string[] = [];
    for await (const [, chunk] of line().watch(slowly(["a", "b", "c", "d"], 20)))
      seen.push(chunk.type === "sentence" ? "HOLD" : chunk.text);

    expect(seen.filter((text) => text !== "HOLD")).toEqual(["a", "b", "c", "d"]);
    expect(seen.filter((text) => text === "HOLD")).toHaveLength(1);
    expect(seen.indexOf("HOLD")).toBeGreaterThan(0);
  });

  it("passes a failing stream's error on and leaves no timer behind", async () => {
    const timer = lineTimer();
    const seen: string[] = [];
    const read = async () => {
      for await (const [, chunk] of line(60_000).watch(slowly(["a", "b"], 10, 1))) seen.push(chunk.type);
    };

    await expect(read()).rejects.toThrow("the graph failed");
    expect(seen).toEqual(["text-delta"]);
    expect(timer.cleared()).toBe(true);
  });

  it("leaves no timer behind when the reader stops early, and closes the stream", async () => {
    const timer = lineTimer();
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          await sleep(30);
          yield ["custom", { type: "text-delta", text: "x" }] as const;
        }
      } finally {
        closed = true;
      }
    }
    for await (const [, chunk] of line(60_000).watch(endless())) if (chunk.type === "text-delta") break;

    expect(closed).toBe(true);
    expect(timer.cleared()).toBe(true);
  });
});
