import { EventEmitter } from "node:events";
import { dirname, join } from "node:path";
import type { Locale } from "../../core/locale";
import { RecordScheduler, ringable } from "../../records/record-scheduler";
import { dataFilePath } from "../../storage/record-file";
import type { RecordStore } from "../../storage/record-store";
import type { Timer } from "../timers/timer";
import { createTimerStore } from "../timers/create-timer-store";
import { speakTimer } from "../timers/timer-formatter";
import type { Alarm } from "./alarm";
import { createAlarmStore, type AlarmStoreOptions } from "./create-alarm-store";
import { speakAlarm } from "./speak-alarm";
import { DEFAULTS } from "../../core/defaults";

/** An alarm ringing: the alarm (now marked fired), whose it is, whether it rings late, and a sentence to say. */
export interface AlarmEvent {
  alarm: Alarm;
  /** The user it was set for (`context.userId` of set_alarm); undefined for the one user of a device. */
  userId?: string;
  /** True for alarms missed while the process was down (rung at `start()`) or held up past `lateAfterMs`. */
  late: boolean;
  /** 「鬧鐘時間到了：開會。」, or for a late one 「錯過了今天早上7點的鬧鐘：開會。」 */
  text: string;
}

/** A countdown timer ending: the timer (now marked fired), whose it is, whether it rings late, and a sentence to say. */
export interface TimerEvent {
  timer: Timer;
  userId?: string;
  late: boolean;
  /** 「時間到了！義大利麵計時器（12 分鐘）。」 */
  text: string;
}

/** Options of {@link AlarmScheduler}. */
export interface AlarmSchedulerOptions extends AlarmStoreOptions {
  /** The alarm store to watch. Default: a store on `filePath` (default `~/.pibuddy/alarms.json`). */
  store?: RecordStore<Alarm>;
  /** The timer store to watch. Default: a store on `timerFilePath`. */
  timerStore?: RecordStore<Timer>;
  /** The timer file when no `timerStore` is given. Default: `timers.json` beside the alarm file. */
  timerFilePath?: string;
  /** The clock. Default: `() => new Date()`. */
  now?: () => Date;
  /** Starts a timer. Default: `setTimeout`. */
  setTimer?: (callback: () => void, delayMs: number) => unknown;
  /** Cancels a timer `setTimer` returned. Default: `clearTimeout`. */
  clearTimer?: (timer: unknown) => void;
  /** The longest wait between two looks at the stores, to see alarms other processes added, in milliseconds. Default: 60000. */
  pollIntervalMs?: number;
  /** An alarm rung more than this after its time is marked late, in milliseconds. Default: 60000. */
  lateAfterMs?: number;
  /**
   * The language of `text` in events, or a function asked at each ring (a chat whose user switched
   * to English hears the timer in English). Default: `"zh-TW"`.
   */
  locale?: Locale | (() => Locale);
}

type SchedulerEvents = { alarm: [AlarmEvent]; timer: [TimerEvent]; error: [Error] };

/**
 * Rings alarms and countdown timers, every user's: emits `"alarm"` with an {@link AlarmEvent}
 * when an alarm is due and `"timer"` with a {@link TimerEvent} when a timer ends. `start()` rings,
 * once and marked late, everything missed while the process was down. Each one is claimed in its
 * store (marked fired, under the file's lock or in the database) before it is emitted, so it rings
 * once even with several schedulers on one store. Failures are emitted as `"error"` (or a process
 * warning when nobody listens).
 *
 * @example
 * ```ts
 * const scheduler = new AlarmScheduler({ filePath: "/data/alarms.json" });
 * scheduler.on("alarm", ({ text }) => speak(text));
 * scheduler.on("timer", ({ text }) => speak(text));
 * await scheduler.start();
 * const registry = createDefaultRegistry({ alarms: { scheduler }, timers: { scheduler } });
 * ```
 */
export class AlarmScheduler extends EventEmitter<SchedulerEvents> {
  /** The alarm store the scheduler watches; the alarm tools use it too when given this scheduler. */
  readonly store: RecordStore<Alarm>;
  /** The timer store the scheduler watches; the timer tools use it too when given this scheduler. */
  readonly timerStore: RecordStore<Timer>;
  private readonly loop: RecordScheduler;

  constructor({
    store,
    timerStore,
    timerFilePath,
    now = () => new Date(),
    setTimer = (callback, delayMs) => setTimeout(callback, delayMs),
    clearTimer = (timer) => clearTimeout(timer as NodeJS.Timeout),
    pollIntervalMs = 60_000,
    lateAfterMs = 60_000,
    locale = DEFAULTS.locale,
    ...storeOptions
  }: AlarmSchedulerOptions = {}) {
    super();
    const localeNow = typeof locale === "function" ? locale : () => locale;
    this.store = store ?? createAlarmStore(storeOptions);
    const alarmFile = storeOptions.filePath ?? dataFilePath("alarms.json");
    this.timerStore =
      timerStore ?? createTimerStore({ ...storeOptions, filePath: timerFilePath ?? join(dirname(alarmFile), "timers.json") });
    const alarms = ringable({
      store: this.store,
      mark: (alarm, { now: at, late }) => ({ ...alarm, fired: true, fired_at: at.toISOString(), late }),
      ring: ({ item: alarm, userId }, late) =>
        this.ring("alarm", {
          alarm,
          late,
          text: speakAlarm(alarm, { now: now(), locale: localeNow() }),
          ...(userId === undefined ? {} : { userId }),
        }),
    });
    const timers = ringable({
      store: this.timerStore,
      mark: (timer, { now: at, late }) => ({ ...timer, fired: true, fired_at: at.toISOString(), late }),
      ring: ({ item: timer, userId }, late) =>
        this.ring("timer", {
          timer,
          late,
          text: speakTimer(timer, { locale: localeNow(), late }),
          ...(userId === undefined ? {} : { userId }),
        }),
    });
    this.loop = new RecordScheduler({
      schedules: [alarms, timers],
      now,
      setTimer,
      clearTimer,
      pollIntervalMs,
      lateAfterMs,
      onError: (error) => this.report(error),
    });
  }

  /** Loads the stores, rings what was missed (late) and waits for the next alarm or timer. */
  start(): Promise<void> {
    return this.loop.start();
  }

  /** Stops ringing; `start()` resumes. */
  stop(): void {
    this.loop.stop();
  }

  /** Looks at the stores again now (the alarm and timer tools call it after a change). Never rejects. */
  refresh(): Promise<void> {
    return this.loop.refresh();
  }

  // Each one is already marked fired: a listener that throws must not keep the others from ringing.
  private ring<Name extends "alarm" | "timer">(name: Name, event: SchedulerEvents[Name][0]): void {
    try {
      (this.emit as (name: Name, event: SchedulerEvents[Name][0]) => boolean)(name, event);
    } catch (error) {
      this.report(error);
    }
  }

  private report(error: unknown): void {
    const failure = error instanceof Error ? error : new Error(String(error));
    if (this.listenerCount("error") > 0) this.emit("error", failure);
    else process.emitWarning(`Alarm scheduler: ${failure.message}`, "DialogueGraphAlarmWarning");
  }
}
