import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { AlarmScheduler, type TimerEvent } from "../../../src/tools/alarms/index";
import { createTimerTools } from "../../../src/tools/timers/index";
import { runTool } from "../../support/run-tool";

const start = new Date("2026-03-10T01:00:00Z"); // 09:00 in Taipei
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "timers-"));
  filePath = join(directory, "timers.json");
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const tool = (name: string, options = {}) => createTimerTools({ filePath, ...options }).find((candidate) => candidate.name === name)!;

describe("set_timer", () => {
  it("starts a timer, says so, and keeps when it ends", async () => {
    const { text, result } = await runTool(tool("set_timer"), { seconds: "十分鐘" });
    expect(text).toBe("計時 10 分鐘，開始。");
    expect(result.data).toMatchObject({ timer: { id: "1", seconds: 600, name: "" } });
    expect(JSON.parse(readFileSync(filePath, "utf8")).items).toEqual([
      { id: "1", name: "", seconds: 600, started_at: "2026-03-10T01:00:00.000Z", ends_at: "2026-03-10T01:10:00.000Z", fired: false },
    ]);
  });

  it("names a timer, without the word timer, and speaks English and Simplified Chinese", async () => {
    expect((await runTool(tool("set_timer"), { seconds: 720, name: "義大利麵計時器" })).text).toBe("義大利麵計時器 12 分鐘，開始。");
    expect((await runTool(tool("set_timer"), { seconds: "5 minutes", name: "pizza" }, { locale: "en" })).text).toBe(
      "Pizza timer set for 5 minutes.",
    );
    expect((await runTool(tool("set_timer"), { minutes: 1.5 }, { locale: "zh-CN" })).text).toBe("计时 1 分 30 秒，开始。");
  });

  it("refuses a timer of no length or longer than a day", async () => {
    await expect(runTool(tool("set_timer"), { seconds: 0 })).rejects.toThrow();
    await expect(runTool(tool("set_timer"), { seconds: 2 * 86_400 })).rejects.toThrow();
  });
});

describe("list_timers: how much time is left", () => {
  it("one timer: 「還剩 8 分鐘」 two minutes into ten", async () => {
    await runTool(tool("set_timer"), { seconds: 600 });
    expect((await runTool(tool("list_timers"), {}, { now: later(120) })).text).toBe("計時器還剩 8 分鐘。");
    expect((await runTool(tool("list_timers"), {}, { now: later(90), locale: "en" })).text).toBe(
      "Your timer has 8 minutes 30 seconds left.",
    );
    expect((await runTool(tool("list_timers"), {}, { now: later(590), locale: "zh-CN" })).text).toBe("计时器还剩 10 秒。");
  });

  it("several timers, soonest first, with the name and time left of each; ended ones are gone", async () => {
    await runTool(tool("set_timer"), { seconds: 720, name: "義大利麵" });
    await runTool(tool("set_timer"), { seconds: 30 });
    await runTool(tool("set_timer"), { seconds: 3900, name: "燉肉" });
    expect((await runTool(tool("list_timers"), {}, { now: later(10) })).text).toBe(
      "你有 3 個計時器：2 號，還剩 20 秒；1 號，義大利麵，還剩 11 分 50 秒；3 號，燉肉，還剩 1 小時 4 分。",
    );
    expect((await runTool(tool("list_timers"), {}, { now: later(60) })).text).toBe(
      "你有 2 個計時器：1 號，義大利麵，還剩 11 分鐘；3 號，燉肉，還剩 1 小時 4 分。",
    );
    expect((await runTool(tool("list_timers"), {}, { now: later(4000) })).text).toBe("目前沒有計時器。");
  });
});

describe("cancel_timer", () => {
  it("cancels the only timer when none is named, a timer by its name, or says which there are", async () => {
    await runTool(tool("set_timer"), { seconds: 600 });
    expect((await runTool(tool("cancel_timer"), {})).text).toBe("已取消 1 號計時器：還剩 10 分鐘。");
    await runTool(tool("set_timer"), { seconds: 720, name: "義大利麵" });
    await runTool(tool("set_timer"), { seconds: 300, name: "pizza" });
    expect((await runTool(tool("cancel_timer"), {})).text).toBe("你有 2 個計時器，要取消幾號？目前的計時器是 3、2 號。");
    expect((await runTool(tool("cancel_timer"), { id: "義大利麵" })).text).toBe("已取消 2 號計時器：義大利麵，還剩 12 分鐘。");
    expect((await runTool(tool("cancel_timer"), { id: "Pizza" }, { locale: "en" })).text).toBe(
      "Cancelled timer number 3: pizza, 5 minutes left.",
    );
  });

  it("cancelling all asks first", async () => {
    await runTool(tool("set_timer"), { seconds: 600 });
    await runTool(tool("set_timer"), { seconds: 60 });
    const { question, text } = await runTool(tool("cancel_timer"), { all: true });
    expect(question).toBe("要取消全部 2 個計時器嗎？");
    expect(text).toBe("已取消全部 2 個計時器。");
  });
});

describe("the AlarmScheduler rings timers", () => {
  it("rings a timer when it ends, once, with whose it is", async () => {
    let clock = start;
    const timers: Array<() => void> = [];
    const scheduler = new AlarmScheduler({
      filePath: join(directory, "alarms.json"),
      now: () => clock,
      setTimer: (callback) => timers.push(callback),
      clearTimer: () => undefined,
      pollIntervalMs: 3_600_000,
    });
    const setTimer = createTimerTools({ scheduler }).find((candidate) => candidate.name === "set_timer")!;
    await scheduler.start();
    await runTool(setTimer, { seconds: 720, name: "義大利麵" }, { userId: "alice" });
    clock = later(720);
    const ringing = once(scheduler, "timer");
    timers.at(-1)!();
    const [event] = (await ringing) as [TimerEvent];
    expect(event).toMatchObject({
      userId: "alice",
      late: false,
      text: "時間到了！義大利麵計時器（12 分鐘）。",
      timer: { id: "1", fired: true },
    });
    expect(JSON.parse(readFileSync(join(directory, "users", "alice", "timers.json"), "utf8")).items[0]).toMatchObject({
      fired: true,
      fired_at: "2026-03-10T01:12:00.000Z",
    });
    scheduler.stop();
  });
});

describe("timers through DialogueGraph with no model", () => {
  it("「計時十分鐘」, then two minutes later 「還剩多久」 → 「計時器還剩 8 分鐘。」", async () => {
    let clock = start;
    const graph = new DialogueGraph({
      model: null,
      registry: new ToolRegistry(createTimerTools({ filePath })),
      now: () => clock,
      timeZone: "Asia/Taipei",
    });
    const first = await graph.invoke("計時十分鐘", { threadId: "kitchen" });
    expect(first.toolCalls[0]).toMatchObject({ name: "set_timer", args: { seconds: 600 } });
    expect(first.reply).toBe("計時 10 分鐘，開始。");
    clock = later(120);
    const second = await graph.invoke("還剩多久", { threadId: "kitchen" });
    expect(second.toolCalls[0]).toMatchObject({ name: "list_timers", args: {} });
    expect(second.reply).toBe("計時器還剩 8 分鐘。");
    expect(second.modelCalls).toHaveLength(0);
  });

  it("'set a timer for 5 minutes', then 'how much time is left' in English", async () => {
    let clock = start;
    const graph = new DialogueGraph({
      model: null,
      registry: new ToolRegistry(createTimerTools({ filePath })),
      now: () => clock,
      timeZone: "Asia/Taipei",
    });
    expect((await graph.invoke("set a timer for 5 minutes", { threadId: "t" })).reply).toBe("Timer set for 5 minutes.");
    clock = later(60);
    expect((await graph.invoke("how much time is left", { threadId: "t" })).reply).toBe("Your timer has 4 minutes left.");
  });
});
