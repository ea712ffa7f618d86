import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AlarmScheduler, createSetAlarmTool, type AlarmEvent } from "../../../src/tools/alarms/index";
import { readFixture } from "../../support/fixture-server";

let directory: string;
let filePath: string;
let clock: Date;
let timers: Array<{ callback: () => void; delayMs: number; cleared: boolean }>;
const schedulers: AlarmScheduler[] = [];

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "alarm-scheduler-"));
  filePath = join(directory, "alarms.json");
  clock = new Date("2026-03-10T01:00:00Z"); // 09:00 in Taipei
  timers = [];
});
afterEach(() => {
  for (const scheduler of schedulers.splice(0)) scheduler.stop();
  rmSync(directory, { recursive: true, force: true });
});

function createScheduler(options: { lateAfterMs?: number } = {}) {
  const scheduler = new AlarmScheduler({
    filePath,
    now: () => clock,
    setTimer: (callback, delayMs) => {
      const timer = { callback, delayMs, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => ((timer as { cleared: boolean }).cleared = true),
    pollIntervalMs: 3_600_000,
    ...options,
  });
  schedulers.push(scheduler);
  return scheduler;
}

function collect(scheduler: AlarmScheduler): AlarmEvent[] {
  const events: AlarmEvent[] = [];
  scheduler.on("alarm", (event) => events.push(event));
  return events;
}

const activeTimers = () => timers.filter((timer) => !timer.cleared);
const storedAlarms = () => JSON.parse(readFileSync(filePath, "utf8")).items;

describe("AlarmScheduler at start", () => {
  it("rings an alarm missed while the process was down once, marked late, and waits for the next", async () => {
    writeFileSync(filePath, readFixture("alarms/missed-while-down.json"));
    const scheduler = createScheduler();
    const events = collect(scheduler);

    await scheduler.start();

    expect(events.map(({ alarm, late, text }) => [alarm.id, late, text])).toEqual([["1", true, "錯過了今天早上7點的鬧鐘：吃藥。"]]);
    expect(storedAlarms()[0]).toMatchObject({ id: "1", fired: true, late: true, fired_at: "2026-03-10T01:00:00.000Z" });
    expect(activeTimers().map((timer) => timer.delayMs)).toEqual([30 * 60_000]);

    const restarted = createScheduler();
    const again = collect(restarted);
    await restarted.start();
    expect(again).toEqual([]);
  });

  it("two schedulers on one file ring a missed alarm only once", async () => {
    writeFileSync(filePath, readFixture("alarms/missed-while-down.json"));
    const first = createScheduler();
    const second = createScheduler();
    const fromFirst = collect(first);
    const fromSecond = collect(second);
    await Promise.all([first.start(), second.start()]);
    expect([...fromFirst, ...fromSecond].map((event) => event.alarm.id)).toEqual(["1"]);
  });
});

describe("AlarmScheduler while running", () => {
  it("rings an alarm when its timer fires, on time", async () => {
    writeFileSync(filePath, readFixture("alarms/missed-while-down.json"));
    const scheduler = createScheduler();
    await scheduler.start();
    clock = new Date("2026-03-10T01:30:00Z");
    const ringing = once(scheduler, "alarm");
    activeTimers()[0].callback();
    const [event] = (await ringing) as [AlarmEvent];
    expect(event).toMatchObject({ late: false, text: "鬧鐘時間到了：開會。", alarm: { id: "2", fired: true } });
  });

  it("marks an alarm late when its timer fires more than lateAfterMs after its time", async () => {
    writeFileSync(filePath, readFixture("alarms/missed-while-down.json"));
    const scheduler = createScheduler({ lateAfterMs: 60_000 });
    await scheduler.start();
    clock = new Date("2026-03-10T01:32:00Z");
    const ringing = once(scheduler, "alarm");
    activeTimers()[0].callback();
    const [event] = (await ringing) as [AlarmEvent];
    expect(event.late).toBe(true);
  });

  it("picks up an alarm set through the tool it was given", async () => {
    const scheduler = createScheduler();
    await scheduler.start();
    expect(activeTimers().map((timer) => timer.delayMs)).toEqual([3_600_000]);
    const tool = createSetAlarmTool({ scheduler });
    const context = { signal: new AbortController().signal, now: clock, timeZone: "Asia/Taipei", locale: "zh-TW" as const };
    const checked = tool.validate(tool.normalize({ time: "早上9點10分", message: "出門" }, context));
    if (!checked.success) throw new Error(checked.message);
    expect((await tool.execute(checked.args, context)).success).toBe(true);
    expect(activeTimers().map((timer) => timer.delayMs)).toEqual([10 * 60_000]);
    expect(storedAlarms()).toHaveLength(1);
  });

  it("sees alarms another process added when its poll timer fires", async () => {
    const scheduler = createScheduler();
    await scheduler.start();
    const elsewhere = createSetAlarmTool({ filePath });
    const context = { signal: new AbortController().signal, now: clock, timeZone: "Asia/Taipei", locale: "zh-TW" as const };
    await elsewhere.execute({ time: "2026-03-10T09:10", message: "出門" }, context);
    const [poll] = activeTimers();
    poll.callback();
    await scheduler.refresh();
    expect(activeTimers().map((timer) => timer.delayMs)).toEqual([10 * 60_000]);
  });

  it("stop() cancels the timer and rings nothing more", async () => {
    writeFileSync(filePath, readFixture("alarms/missed-while-down.json"));
    const scheduler = createScheduler();
    const events = collect(scheduler);
    await scheduler.start();
    scheduler.stop();
    expect(activeTimers()).toEqual([]);
    clock = new Date("2026-03-10T01:30:00Z");
    await scheduler.refresh();
    expect(events.map((event) => event.alarm.id)).toEqual(["1"]);
  });

  it("a listener that throws does not keep the other missed alarms from ringing", async () => {
    writeFileSync(filePath, readFixture("alarms/missed-while-down.json"));
    clock = new Date("2026-03-10T02:00:00Z");
    const scheduler = createScheduler();
    const rung: string[] = [];
    const errors: Error[] = [];
    scheduler.on("alarm", ({ alarm }) => {
      rung.push(alarm.id);
      throw new Error(`speaker broken for ${alarm.id}`);
    });
    scheduler.on("error", (error) => errors.push(error));
    await scheduler.start();
    expect(rung).toEqual(["1", "2"]);
    expect(errors.map((error) => error.message)).toEqual(["speaker broken for 1", "speaker broken for 2"]);
  });

  it("reports a file it cannot read as an error event and keeps polling", async () => {
    mkdirSync(filePath);
    const scheduler = createScheduler();
    const errors: Error[] = [];
    scheduler.on("error", (error) => errors.push(error));
    await scheduler.start();
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/EISDIR/);
    expect(activeTimers().map((timer) => timer.delayMs)).toEqual([3_600_000]);
  });
});
