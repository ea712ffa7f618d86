import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createMoonPhaseTool } from "../../../src/tools/moon-phase/index";
import { FixtureServer, readJsonFixture } from "../../support/fixture-server";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2024-04-08T01:00:00Z");
const SPOKEN = "今天（4月8日）的月相是殘月，月面約 1% 被照亮。下一個主要月相是新月，在 4月9日 02:21。";

describe("get_moon_phase through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let usno: FixtureServer;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    usno = await FixtureServer.start({ "GET /api/moon/phases/date": { json: readJsonFixture("usno/phases-date-2024-03-29-nump-6.json") } });
  });
  afterEach(async () => {
    await model.close();
    await usno.close();
  });

  function graph(localIntents: boolean, baseUrl = usno.url) {
    const registry = new ToolRegistry([createMoonPhaseTool({ baseUrl })]);
    return new DialogueGraph({ model: model.model(), registry, now, locale: "zh-TW", timeZone: "Asia/Taipei", localIntents });
  }

  it("user text → model asks for the tool → USNO fixture → model answers", async () => {
    model.enqueue(
      { toolCalls: [{ name: "get_moon_phase", arguments: { date_str: "今天" } }] },
      { content: "今天是殘月，明天凌晨就是新月了。" },
    );

    const turn = await graph(false).invoke("今天月亮長怎樣", { threadId: "t1" });

    expect(turn.reply).toBe("今天是殘月，明天凌晨就是新月了。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]).toMatchObject({ name: "get_moon_phase", args: { date_str: "2024-04-08" } });
    expect(turn.toolCalls[0].result).toMatchObject({ success: true, data: { phase_name_zh: "殘月", source: "usno" } });
    expect(usno.requests[0].query.get("date")).toBe("2024-03-29");
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["get_moon_phase"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain(SPOKEN);
  });

  it("answers 「今天的月相是什麼」 locally and offline, with no model and no USNO", async () => {
    const turn = await graph(true, "http://127.0.0.1:9").invoke("今天的月相是什麼", { threadId: "t1" });

    expect(turn.reply).toBe(SPOKEN);
    expect(turn.toolCalls[0].result).toMatchObject({ success: true, data: { source: "computed" } });
    expect(model.requests).toHaveLength(0);
  });

  it("moves the day of a corrected question when the user switches to English: 'and the day after that?'", async () => {
    const registry = new ToolRegistry([createMoonPhaseTool({ baseUrl: "http://127.0.0.1:9" })]);
    const conversation = new DialogueGraph({
      model: model.model(),
      registry,
      now: () => new Date("2026-03-10T01:00:00Z"),
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
    });

    const dates: unknown[] = [];
    const replies: string[] = [];
    for (const text of ["三月二十號是什麼月相", "我是說四月二十號", "and the day after that?", "前一天呢"]) {
      const turn = await conversation.invoke(text, { threadId: "moon" });
      expect(turn.toolCalls).toHaveLength(1);
      dates.push(turn.toolCalls[0].args.date_str);
      replies.push(turn.reply);
    }

    expect(dates).toEqual(["2026-03-20", "2026-04-20", "2026-04-21", "2026-04-20"]);
    expect(replies[2]).toMatch(/^On April 21 the moon phase is waxing crescent/);
    expect(replies[3]).toMatch(/^4月20日的月相是眉月/);
    expect(model.requests).toHaveLength(0);
  });
});
