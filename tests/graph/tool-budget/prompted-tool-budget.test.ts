import { DialogueGraph } from "../../../src/index";
import { ScriptedModelServer, type RecordedModelRequest } from "../../../src/testing";
import { offlineDefaultRegistry } from "../../support/offline-default-registry";

const now = () => new Date("2026-03-10T01:00:00Z");
// The tools the prompted intent call lists, one `- name: description` line each.
const listed = (request: RecordedModelRequest) =>
  [...String(request.messages.at(-1)?.content).matchAll(/^- ([a-z_]+):/gmu)].map((match) => match[1]);

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

describe("toolBudget (prompted tool calling)", () => {
  it("lists the weather tool and no finance tool for a weather sentence, and no tool on the reply", async () => {
    server.enqueue({ content: '{"tool": "none"}' }, { content: "明天台北多雲。" });
    const graph = new DialogueGraph({
      model: server.model(),
      registry: offlineDefaultRegistry(),
      now,
      localIntents: false,
      toolCalling: "prompted",
    });

    const turn = await graph.invoke("明天台北天氣如何", { threadId: "t1" });

    const names = listed(server.requests[0]);
    expect(names).toContain("get_weather");
    expect(names).not.toContain("finance_transactions_sum");
    expect(server.requests[0].tools).toBeUndefined();
    expect(turn.modelCalls.map((call) => call.tools)).toEqual([names, []]);
  });

  it("lists every tool for a sentence that names none with confidence, or with the budget off", async () => {
    const registry = offlineDefaultRegistry();
    server.enqueue({ content: '{"tool": "none"}' }, { content: "你好！" }, { content: '{"tool": "none"}' }, { content: "多雲。" });
    await new DialogueGraph({ model: server.model(), registry, now, localIntents: false, toolCalling: "prompted" }).invoke("你好 你是誰", {
      threadId: "t1",
    });
    await new DialogueGraph({
      model: server.model(),
      registry,
      now,
      localIntents: false,
      toolCalling: "prompted",
      toolBudget: false,
    }).invoke("明天台北天氣如何", { threadId: "t2" });

    expect(listed(server.requests[0])).toEqual(registry.names());
    expect(listed(server.requests[2])).toEqual(registry.names());
  });
});
