import { z } from "zod";
import type { DialogueCall, ItemsContext, LastToolCall, ToolDialogue } from "../../core/tool-dialogue";
import { whatWasMadeAsked } from "../../records/what-was-made-asked";
import { numberedItemsDialogue } from "../../records/numbered-items-dialogue";
import { cancelSaidTimer, type ShownTimer } from "./cancel-said-timer";
import { readTimerAnswer } from "./read-timer-answer";
import { timeLeftAsked } from "./time-left-asked";
import { noLengthRequests } from "./no-length-requests";

// The timer a set_timer call started, and the timers a list_timers call read out, as their data carries them.
const shownTimer = z.object({ id: z.string(), name: z.string().catch("") });
const setTimerData = z.object({ timer: shownTimer });
const listTimersData = z.object({ timers: z.array(shownTimer) });
// A reference that names another kind of record is not about the timer: 「把剛剛的鬧鐘取消」.
const OTHER_RECORD = /鬧鐘|提醒|備忘|筆記|記事|alarm|reminder|memo|note/iu;

/** The timers a timer call's result shows, when it succeeded: the one set, or those read out. */
function shownTimers(last: LastToolCall): ShownTimer[] {
  if (!last.success) return [];
  const set = setTimerData.safeParse(last.data);
  if (set.success) return [set.data.timer];
  const listed = listTimersData.safeParse(last.data);
  return listed.success ? listed.data.timers : [];
}

/**
 * A cancellation right after timers were set or read out (「那就取消呗」 'cancel the pasta one'), or the
 * time left asked of one of them (「第一個還剩多久」 'how long is left on the first one'); not of another record.
 */
function aboutShown(text: string, last: LastToolCall, { earlier }: ItemsContext): DialogueCall | null {
  if (OTHER_RECORD.test(text)) return null;
  const shown = shownTimers(last);
  const call = cancelSaidTimer(text, shown);
  if (call !== null && NUMBERED.test(String(call.args.id))) return call;
  // 「蒸鱼那个不要了」 when the fish's timer was set before the rice's: the timers of both calls.
  const before = earlier === undefined ? [] : shownTimers(earlier).filter((timer) => !shown.some((other) => other.id === timer.id));
  const both = before.length === 0 ? null : cancelSaidTimer(text, [...shown, ...before]);
  if (both !== null && NUMBERED.test(String(both.args.id))) return both;
  if (call !== null) return call;
  // 「我總共設了哪些」 'what have I set so far': the timers, asked with no noun.
  if (asksWhatWasSet(text)) return { tool: "list_timers", args: {} };
  return timeLeftAsked(text, [...shown, ...before].map((timer) => timer.name).filter(Boolean));
}
const asksWhatWasSet = whatWasMadeAsked({ verb: "設定|設|定|開", verbEn: "set|started|start" });
const NUMBERED = /^\d+$/;

/**
 * set_timer in a conversation: 「把剛剛那個取消」 'cancel it' 「那就取消吧 不煮了」 cancel the timer just
 * started, 'cancel the pasta one' 「取消煮蛋的」 another by what it is for, 「剛剛那個是多久」「它還剩多久」 lists
 * the timers, and a timer asked for with no length (「幫我計時」「幫我開個計時器」 'start a timer') is asked
 * back 「要計時多久？」 "For how long?", which 「十五分鐘」 'ten minutes' answers, or the length and what
 * it is for (「煮泡麵用的 三分鐘」「三分鐘 泡茶用」 'three minutes, for the tea').
 */
export const setTimerDialogue: ToolDialogue = {
  refer: (action, last, { text }) => {
    if (OTHER_RECORD.test(text)) return null;
    if (action === "show") return { tool: "list_timers", args: {} };
    const set = setTimerData.safeParse(last.data);
    return last.success && set.success ? { tool: "cancel_timer", args: { id: set.data.timer.id } } : null;
  },
  items: aboutShown,
  slots: [
    {
      slot: "seconds",
      requests: noLengthRequests,
      question: { zh: "要計時多久？", en: "For how long?" },
      answer: ({ text }, known) => {
        const answer = readTimerAnswer(text);
        return answer === null ? null : { ...known, ...answer };
      },
    },
  ],
};

const numberedTimers = numberedItemsDialogue("cancel_timer");

/**
 * list_timers in a conversation: the items of the list just read out (「把一號取消」 'cancel the
 * first one' 「取消煮蛋的」 'cancel the rice timer', 「第一個還剩多久」 lists them again), and, when it read out one timer, 'cancel it'
 * 「把那個取消」「那就取消呗」 cancels that one.
 */
export const listTimersDialogue: ToolDialogue = {
  ...numberedTimers,
  items: (text, last, context) => numberedTimers.items?.(text, last, context) ?? aboutShown(text, last, context),
  refer: (action, last, { text }) => {
    if (action !== "delete" || !last.success || OTHER_RECORD.test(text)) return null;
    const listed = listTimersData.safeParse(last.data);
    if (!listed.success || listed.data.timers.length !== 1) return null;
    const [only] = listed.data.timers;
    return only === undefined ? null : { tool: "cancel_timer", args: { id: only.id } };
  },
};
