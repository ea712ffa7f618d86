import { MemorySaver } from "@langchain/langgraph";
import { AS_ALICE, readSse, startTestServer, TOKENS } from "./server-test-kit";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let test: TestServer | undefined;
afterEach(() => test?.close());

/** A checkpointer whose disk is gone: every write fails, as a database that stopped would. */
class UnwritableSaver extends MemorySaver {
  override put(): Promise<never> {
    return Promise.reject(new Error("SQLITE_IOERR: disk I/O error"));
  }
}

interface Chunk {
  choices?: Array<{ delta: { content?: string }; finish_reason: string | null }>;
  error?: { code: string };
}

describe("a turn is saved before it is announced finished", () => {
  it("a streamed chat completion whose turn cannot be saved ends with an error chunk, never finish_reason stop", async () => {
    test = await startTestServer({ tokens: TOKENS, graph: { checkpointer: new UnwritableSaver() } });
    test.model.enqueue({ content: "這句話存不起來。" });

    const response = await fetch(`${test.url}/v1/chat/completions`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: JSON.stringify({ model: "dialogue-graph", stream: true, messages: [{ role: "user", content: "你好" }] }),
    });
    const events = await readSse(response);
    const chunks = events.filter((event) => event.data !== "[DONE]").map((event) => JSON.parse(event.data) as Chunk);

    expect(chunks.flatMap((chunk) => chunk.choices ?? []).map((choice) => choice.finish_reason)).not.toContain("stop");
    expect(chunks.at(-1)?.error?.code).toBe("internal_error");
  });

  it("the native stream sends turn-end only after the save, so a failed save is an error event alone", async () => {
    test = await startTestServer({ tokens: TOKENS, graph: { checkpointer: new UnwritableSaver() } });
    test.model.enqueue({ content: "這句話存不起來。" });

    const response = await fetch(`${test.url}/v1/threads/kitchen/turns`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: JSON.stringify({ text: "你好" }),
    });
    const types = (await readSse(response)).map((event) => event.event);

    expect(types).not.toContain("turn-end");
    expect(types.at(-1)).toBe("error");
  });
});
