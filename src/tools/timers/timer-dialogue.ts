import { z } from "zod";
import type { LocalPhrase } from "../../core/local-phrase";
import type { ToolDialogue } from "../../core/tool-dialogue";
import { numberedItemsDialogue } from "../../records/numbered-items-dialogue";
import { chineseTimerName, englishTimerName, FOR_NAME_EN, LEAD, NAME, NAME_EN, REQUEST } from "./phrases";
import { readDuration } from "./read-duration";

// The timer a set_timer call started, and the timers a list_timers call read out, as their data carries them.
const setTimerData = z.object({ timer: z.object({ id: z.string() }) });
const listTimersData = z.object({ timers: z.array(z.object({ id: z.string() })) });
// A reference that names another kind of record is not about the timer: 「把剛剛的鬧鐘取消」.
const OTHER_RECORD = /鬧鐘|提醒|備忘|筆記|記事|alarm|reminder|memo|note/iu;

/** What a timer request without a length does say: its name, when one was said. */
function knownOfRequest(match: RegExpMatchArray): Record<string, unknown> | null {
  const { name, forName } = match.groups ?? {};
  const said = /[a-z]/i.test(`${name ?? ""}${forName ?? ""}`) ? englishTimerName(name, forName) : chineseTimerName(name);
  if (said === null) return null;
  return said === "" ? {} : { name: said };
}

// 「幫我計時」「我要倒數」「帮我倒计时」「幫我開個計時器」「再設一個煮蛋的計時器」 'start a timer'
// 'set a pizza timer' 'set a timer for the tea': a timer asked for with no length. 「計時」「開始計時」
// alone may ask for a stopwatch, and 「計時器」 alone for anything about timers: the model takes them.
const NO_DURATION: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(
      `^${LEAD}(?:另外)?(?:再)?(?:(?:請|麻煩)(?:你)?(?:幫我)?|幫我|我要|我想要?|我需要)(?:再)?(?:開始)?(?:計時|計個時|倒數|倒計時|倒數計時)(?:一下)?(?:好嗎|吧)?$`,
      "u",
    ),
  },
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
];

// Words around a length said as an answer: 「就十五分鐘吧」「十分鐘左右」 'for ten minutes' 'make it 5 minutes, please'.
const AROUND_ZH_BEFORE = /^(?:好|嗯|就|先|設|設定|定|改|要|計時|倒數|大概|差不多)+\s*/u;
const AROUND_ZH_AFTER = /\s*(?:吧|好了|就好|就可以了?|左右|的|喔|啊|好嗎)+$/u;
const AROUND_EN_BEFORE = /^(?:(?:for|make\s+it|just|about|around|maybe|let's\s+say|say|um|uh|ok|okay)\s+)+/i;
const AROUND_EN_AFTER = /(?:,?\s+(?:please|thanks|thank\s+you))+$/i;

/** The seconds an answer to 「要計時多久？」 says (「十五分鐘」「五分钟」 'ten minutes'), or null: a bare number names no unit. */
function readAnswer(text: string): number | null {
  const core = text.replace(AROUND_ZH_BEFORE, "").replace(AROUND_ZH_AFTER, "").replace(AROUND_EN_BEFORE, "").replace(AROUND_EN_AFTER, "");
  if (core === "" || /^\d+(?:\.\d+)?$/u.test(core)) return null;
  return readDuration(core);
}

/**
 * set_timer in a conversation: 「把剛剛那個取消」 'cancel it' cancels the timer just started,
 * 「剛剛那個是多久」 lists the timers, and a timer asked for with no length (「幫我計時」
 * 「幫我開個計時器」 'start a timer') is asked back 「要計時多久？」 "For how long?", which
 * 「十五分鐘」 or 'ten minutes' answers.
 */
export const setTimerDialogue: ToolDialogue = {
  refer: (action, last, { text }) => {
    if (OTHER_RECORD.test(text)) return null;
    if (action === "show") return { tool: "list_timers", args: {} };
    const set = setTimerData.safeParse(last.data);
    return last.success && set.success ? { tool: "cancel_timer", args: { id: set.data.timer.id } } : null;
  },
  slots: [
    {
      slot: "seconds",
      requests: NO_DURATION,
      question: { zh: "要計時多久？", en: "For how long?" },
      answer: ({ text }, known) => {
        const seconds = readAnswer(text);
        return seconds === null ? null : { ...known, seconds };
      },
    },
  ],
};

/**
 * list_timers in a conversation: the items of the list just read out (「把一號取消」 'cancel the
 * first one'), and, when it read out one timer, 'cancel it' 「把那個取消」 cancels that one.
 */
export const listTimersDialogue: ToolDialogue = {
  ...numberedItemsDialogue("cancel_timer"),
  refer: (action, last, { text }) => {
    if (action !== "delete" || !last.success || OTHER_RECORD.test(text)) return null;
    const listed = listTimersData.safeParse(last.data);
    if (!listed.success || listed.data.timers.length !== 1) return null;
    const [only] = listed.data.timers;
    return only === undefined ? null : { tool: "cancel_timer", args: { id: only.id } };
  },
};
