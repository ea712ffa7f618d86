import { DialogueGraph } from "../../../src/index";
import { ScriptedModelServer, type RecordedModelRequest } from "../../../src/testing";
import { offlineDefaultRegistry } from "../../support/offline-default-registry";

const now = () => new Date("2026-03-10T01:00:00Z");
const offered = (request: RecordedModelRequest | undefined) => (request?.tools ?? []).map((tool) => tool.function.name);

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

/** The tools the model was offered for one sentence, on a thread of its own. */
async function offeredFor(text: string): Promise<string[]> {
  server.requests.length = 0;
  server.enqueue({ content: "好的。" });
  const graph = new DialogueGraph({ model: server.model(), registry: offlineDefaultRegistry(), now, localIntents: false });
  await graph.invoke(text, { threadId: text });
  const names = offered(server.requests[0]);
  // Narrowed, not every tool of the 21.
  expect(names.length).toBeLessThan(12);
  return names;
}

describe("the words of the turn", () => {
  it("offer a tool with the tools named after the same thing", async () => {
    const names = await offeredFor("把2號備忘錄刪掉");

    expect(names).toEqual(expect.arrayContaining(["add_memo", "list_memos", "delete_memo"]));
    expect(names).not.toContain("get_weather");
  });

  it("are read in Mandarin words when the turn is Cantonese", async () => {
    expect(await offeredFor("記低聽日要交電費")).toContain("add_memo");
  });

  it("name a tool in English, by its slot types' words too (currencies)", async () => {
    const names = await offeredFor("how much is 50 euros in US dollars");

    expect(names).toContain("get_exchange_rate");
    expect(names).not.toContain("set_timer");
  });

  it("name the calculator by its operator words", async () => {
    expect(await offeredFor("一百二十八乘以三十七")).toContain("calculate");
  });
});
