import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

describe("graphs/dialogue.ts (LangGraph CLI entry)", () => {
  const saved = { ...process.env };
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), "dialogue-entry-"));
    // As on a fresh machine: no model configured, data kept out of the real home.
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    process.env.DIALOGUE_GRAPH_DATA_DIR = directory;
  });
  afterAll(() => {
    process.env = saved;
    rmSync(directory, { recursive: true, force: true });
  });

  it("exports a compiled graph that answers the CLI's message input on a thread", async () => {
    const { graph } = await import("../../graphs/dialogue");

    // The JSON the LangGraph API sends, not LangChain message objects.
    const input = { messages: [{ role: "user", content: "幫我算 (3+5)*12" }] } as unknown as Parameters<typeof graph.invoke>[0];
    const state = await graph.invoke(input, { configurable: { thread_id: "cli" } });

    const last = state.messages.at(-1);
    expect(String(last?.content)).toContain("96");
    expect(state.turn.toolCalls[0]).toMatchObject({ name: "calculate", source: "local" });
  });
});
