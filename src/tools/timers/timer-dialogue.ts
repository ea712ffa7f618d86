import { z } from "zod";
import type { PatternPhrase } from "../../core/local-phrase";
import type { DialogueCall, ItemsContext, LastToolCall, ToolDialogue } from "../../core/tool-dialogue";
import { whatWasMadeAsked } from "../../records/what-was-made-asked";
import { numberedItemsDialogue } from "../../records/numbered-items-dialogue";
import { cancelSaidTimer, type ShownTimer } from "./cancel-said-timer";
import { chineseTimerName } from "./chinese-timer-name";
import { englishTimerName } from "./english-timer-name";
import { readTimerAnswer } from "./read-timer-answer";
import { timeLeftAsked } from "./time-left-asked";
import { ASK_TIMER_ZH, FOR_NAME_EN, NAME, NAME_EN, REQUEST, SET_A_TIME_ZH } from "./timer-request-patterns";

// The timer a set_timer call started, and the timers a list_timers call read out, as their data carries them.
const shownTimer = z.object({ id: z.string(), name: z.string().catch("") });
const setTimerData = z.object({ timer: shownTimer });
const listTimersData = z.object({ timers: z.array(shownTimer) });
// A reference that names another kind of record is not about the timer: 「把剛剛的鬧鐘取消」.
const OTHER_RECORD = /鬧鐘|提醒|備忘|筆記|記事|alarm|reminder|memo|note/iu;

/** What a timer request without a length does say: its name, when one was said. */
function knownOfRequest(match: RegExpMatchArray): Record<string, unknown> | null {
  const { name, forName } = match.groups ?? {};
  const said = /[a-z]/i.test(`${name ?? ""}${forName ?? ""}`) ? englishTimerName(name, forName) : chineseTimerName(name);
  if (said === null) return null;
  return said === "" ? {} : { name: said };
}

// 「幫我計時」「我要倒數」「帮我倒计时」「幫我定個時」「幫我開個計時器」「再設一個煮蛋的計時器」 'start a timer'
// 'set a pizza timer' 'set a timer for the tea': a timer asked for with no length. 「計時」「開始計時」
// alone may ask for a stopwatch, and 「計時器」 alone for anything about timers: the model takes them.
const NO_DURATION: readonly PatternPhrase[] = [
  { pattern: new RegExp(`^${ASK_TIMER_ZH}(?:好嗎|吧)?$`, "u") },
  // 「幫我定個時」「设个时」: a time to keep.
  { pattern: new RegExp(`^${SET_A_TIME_ZH}(?:好嗎|吧)?$`, "u") },
  {
    pattern: new RegExp(
      `^${REQUEST}(?:設定?|開|來|定|建立|新增|加)(?:一)?(?:個)?(?:${NAME}\\s*(?:的)?)??(?:計時器|倒數計時器?|倒計時器?)(?:好嗎|吧)?$`,
      "u",
    ),
    toArgs: knownOfRequest,
  },
  {
    pattern: new RegExp(
      String.raw`^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:set|start|make|create|add|set\s+up|put\s+on|get\s+me|give\s+me|i\s+(?:need|want)|i'd\s+like)\s+(?:me\s+)?(?:a|an|another|a\s+new|a\s+second|one\s+more)\s+(?:${NAME_EN}\s+)??(?:timer|countdown)${FOR_NAME_EN}(?:\s+for\s+me)?(?:,?\s+please)?$`,
      "i",
    ),
    toArgs: knownOfRequest,
  },
  // 'another timer' 'one more timer for the rice' 'set another one for the garlic bread': one more, with no
  // length. 'another one' alone may be another of anything, and 'set another one' another alarm: the model takes them.
  {
    pattern: new RegExp(String.raw`^(?:please\s+)?(?:another|one\s+more)\s+(?:timer|countdown)${FOR_NAME_EN}(?:,?\s+please)?$`, "i"),
    toArgs: knownOfRequest,
  },
  {
    pattern: new RegExp(
      String.raw`^(?:please\s+)?(?:set|start|add|make)\s+(?:me\s+)?(?:another|one\s+more)(?:\s+one)?,?\s+for\s+(?:the\s+|my\s+)(?<forName>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)(?:,?\s+please)?$`,
      "i",
    ),
    toArgs: knownOfRequest,
  },
];

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
      requests: NO_DURATION,
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
