import { EventEmitter } from "node:events";
import type { Locale } from "../../core/locale";
import type { JsonFileStore } from "../../storage/json-file-store";
import { alarmMoment, type Alarm, type AlarmFile } from "./alarm";
import { createAlarmStore, type AlarmStoreOptions } from "./create-alarm-store";
import { speakAlarm } from "./speak-alarm";

/** An alarm ringing: the alarm (now marked fired), whether it rings late, and a sentence to say. */
export interface AlarmEvent {
  alarm: Alarm;
  /** True for alarms missed while the process was down (rung at `start()`) or held up past `lateAfterMs`. */
  late: boolean;
  /** 「鬧鐘時間到了：開會。」, or for a late one 「錯過了今天早上7點的鬧鐘：開會。」 */
  text: string;
}

/** Options of {@link AlarmScheduler}. */
export interface AlarmSchedulerOptions extends AlarmStoreOptions {
  /** The store to watch. Default: a store on `filePath` (default `~/.pibuddy/alarms.json`). */
  store?: JsonFileStore<AlarmFile>;
  /** The clock. Default: `() => new Date()`. */
  now?: () => Date;
  /** Starts a timer. Default: `setTimeout`. */
  setTimer?: (callback: () => void, delayMs: number) => unknown;
  /** Cancels a timer `setTimer` returned. Default: `clearTimeout`. */
  clearTimer?: (timer: unknown) => void;
  /** The longest wait between two looks at the file, to see alarms other processes added, in milliseconds. Default: 60000. */
  pollIntervalMs?: number;
  /** An alarm rung more than this after its time is marked late, in milliseconds. Default: 60000. */
  lateAfterMs?: number;
  /** The language of `text` in alarm events. Default: `"zh-TW"`. */
  locale?: Locale;
}

type SchedulerEvents = { alarm: [AlarmEvent]; error: [Error] };

const isPending = (alarm: Alarm) => !alarm.fired && alarmMoment(alarm).isValid;

/**
 * Rings alarms: emits `"alarm"` with an {@link AlarmEvent} when one is due. `start()` loads the
 * file and rings, once and marked late, every alarm missed while the process was down. Each
 * alarm is marked fired in the file under its lock before it is emitted, so it rings once even
 * with several schedulers on one file. Failures are emitted as `"error"` (or a process warning
 * when nobody listens).
 *
 * @example
 * ```ts
 * const scheduler = new AlarmScheduler({ filePath: "/data/alarms.json" });
 * scheduler.on("alarm", ({ text }) => speak(text));
 * await scheduler.start();
 * const registry = createDefaultRegistry({ alarms: { scheduler } });
 * ```
 */
export class AlarmScheduler extends EventEmitter<SchedulerEvents> {
  /** The store the scheduler reads; the alarm tools use it too when given this scheduler. */
  readonly store: JsonFileStore<AlarmFile>;
  private readonly now: () => Date;
  private readonly setTimer: (callback: () => void, delayMs: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  private readonly pollIntervalMs: number;
  private readonly lateAfterMs: number;
  private readonly locale: Locale;
  private timer: unknown;
  private running = false;
  private queue: Promise<void> = Promise.resolve();

  constructor({
    store, now = () => new Date(), setTimer = (callback, delayMs) => setTimeout(callback, delayMs),
    clearTimer = (timer) => clearTimeout(timer as NodeJS.Timeout), pollIntervalMs = 60_000, lateAfterMs = 60_000,
    locale = "zh-TW", ...storeOptions
  }: AlarmSchedulerOptions = {}) {
    super();
    this.store = store ?? createAlarmStore(storeOptions);
    this.now = now;
    this.setTimer = setTimer;
    this.clearTimer = clearTimer;
    this.pollIntervalMs = pollIntervalMs;
    this.lateAfterMs = lateAfterMs;
    this.locale = locale;
  }

  /** Loads the file, rings missed alarms (late) and waits for the next one. */
  start(): Promise<void> {
    if (this.running) return this.queue;
    this.running = true;
    return this.enqueue(true);
  }

  /** Stops ringing; `start()` resumes. */
  stop(): void {
    this.running = false;
    this.cancelTimer();
  }

  /** Looks at the file again now (the alarm tools call it after a change). Never rejects. */
  refresh(): Promise<void> {
    return this.running ? this.enqueue(false) : this.queue;
  }

  private enqueue(starting: boolean): Promise<void> {
    this.queue = this.queue.then(() => this.check(starting)).catch((error: unknown) => this.report(error));
    return this.queue;
  }

  private async check(starting: boolean): Promise<void> {
    if (!this.running) return;
    this.cancelTimer();
    const now = this.now();
    const isDue = (alarm: Alarm) => isPending(alarm) && alarmMoment(alarm).toMillis() <= now.getTime();
    let { items } = await this.store.read();
    if (items.some(isDue)) {
      const rung = await this.store.update((file) => {
        const events: AlarmEvent[] = [];
        const updated = file.items.map((alarm) => {
          if (!isDue(alarm)) return alarm;
          const late = starting || now.getTime() - alarmMoment(alarm).toMillis() > this.lateAfterMs;
          const fired: Alarm = { ...alarm, fired: true, fired_at: now.toISOString(), late };
          events.push({ alarm: fired, late, text: speakAlarm(fired, { now, locale: this.locale }) });
          return fired;
        });
        return { data: events.length ? { ...file, items: updated } : undefined, result: { events, items: updated } };
      });
      items = rung.items;
      rung.events.sort((a, b) => a.alarm.time.localeCompare(b.alarm.time));
      for (const event of rung.events) this.ring(event);
    }
    if (this.running) this.schedule(items, now);
  }

  // Each alarm is already marked fired: a listener that throws must not keep the others from ringing.
  private ring(event: AlarmEvent): void {
    try {
      this.emit("alarm", event);
    } catch (error) {
      this.report(error, false);
    }
  }

  private schedule(items: readonly Alarm[], now: Date): void {
    const next = Math.min(...items.filter(isPending).map((alarm) => alarmMoment(alarm).toMillis()));
    const delay = Math.max(0, Math.min(next - now.getTime(), this.pollIntervalMs));
    this.timer = this.setTimer(() => void this.enqueue(false), delay);
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
  }

  private report(error: unknown, reschedule = true): void {
    const failure = error instanceof Error ? error : new Error(String(error));
    if (this.listenerCount("error") > 0) this.emit("error", failure);
    else process.emitWarning(`Alarm scheduler: ${failure.message}`, "DialogueGraphAlarmWarning");
    if (reschedule && this.running) this.schedule([], this.now());
  }
}
