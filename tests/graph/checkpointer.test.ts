import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DialogueGraph, ToolRegistry } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

describe("SqliteSaver checkpointer", () => {
  it("keeps a thread's history across a restart: a second graph on the same file continues it", async () => {
    const server = await ScriptedModelServer.start();
    const directory = mkdtempSync(join(tmpdir(), "dialogue-graph-"));
    const file = join(directory, "threads.sqlite");
    try {
      server.enqueue({ content: "好的，我記得你喜歡烏龍茶。" }, { content: "你喜歡烏龍茶。" });
      const first = new DialogueGraph({
        model: server.model(),
        registry: new ToolRegistry(),
        checkpointer: SqliteSaver.fromConnString(file),
        localIntents: false,
      });
      await first.invoke("我喜歡烏龍茶", { threadId: "kitchen" });

      const second = new DialogueGraph({
        model: server.model(),
        registry: new ToolRegistry(),
        checkpointer: SqliteSaver.fromConnString(file),
        localIntents: false,
      });
      const turn = await second.invoke("我喜歡什麼茶", { threadId: "kitchen" });

      expect(turn.reply).toBe("你喜歡烏龍茶。");
      const history = server.requests[1].messages.map((message) => message.content);
      expect(history).toEqual(expect.arrayContaining(["我喜歡烏龍茶", "好的，我記得你喜歡烏龍茶。", "我喜歡什麼茶"]));
    } finally {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
