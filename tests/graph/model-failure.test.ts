import { DialogueGraph, ToolRegistry } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

describe("a model that fails", () => {
  it("ends the turn with a spoken apology, and the next turn on the thread works", async () => {
    const server = await ScriptedModelServer.start();
    try {
      // A 500 is tried once more (nothing was spoken yet); the retry fails too.
      const overloaded = { status: 500, errorBody: { error: { message: "upstream overloaded", type: "server_error" } } };
      server.enqueue(overloaded, overloaded, { content: "我回來了。" });
      const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), localIntents: false });

      const failed = await graph.invoke("你好", { threadId: "t1" });
      const next = await graph.invoke("你還在嗎", { threadId: "t1" });

      expect(failed.reply).toMatch(/^抱歉，語言模型暫時沒有回應/);
      expect(next.reply).toBe("我回來了。");
    } finally {
      await server.close();
    }
  });
});
