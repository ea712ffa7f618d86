import { DialogueGraph, ToolRegistry, type DialogueEvent } from "../../src/index";
import { toTraditional } from "../../src/core/chinese-script";
import { ScriptedModelServer } from "../../src/testing";

// Building OpenCC's dictionaries is a one-time cost of the process, not of a turn.
beforeAll(() => void toTraditional("预热"), 30_000);

// Every request that leaves 127.0.0.1 hangs forever, as it would on a machine with no route out.
const outbound: string[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).hostname !== "127.0.0.1") {
      outbound.push(url);
      return new Promise(() => {});
    }
    return realFetch(input, init);
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe("no network of its own", () => {
  it("finishes a streamed turn with outbound network blocked, making no request but to the model server", async () => {
    const server = await ScriptedModelServer.start();
    try {
      server.enqueue({ content: "我在這裡。有什麼需要嗎？" });
      const model = server.model({ streaming: true });
      const graph = new DialogueGraph({ model, registry: new ToolRegistry(), now: () => new Date("2026-03-10T01:00:00Z") });

      const events: DialogueEvent[] = [];
      for await (const event of graph.stream("你在嗎", { threadId: "offline" })) events.push(event);

      expect(events.at(-1)).toMatchObject({ type: "turn-end", turn: { reply: "我在這裡。有什麼需要嗎？" } });
      expect(outbound).toEqual([]);
    } finally {
      await server.close();
    }
  }, 2000);
});
