import { localeDefinition, type Locale } from "../core/locale";
import { localize } from "../core/localize";
import type { DialogueHookContext, LastToolCall, ReferenceAction } from "../core/tool-dialogue";
import type { ToolRegistry } from "../core/tool-registry";
import { afterCancellation, isCancellation } from "../language/is-cancellation";
import { isRepeatRequest } from "../language/is-repeat-request";
import { normalizeText } from "../language/normalize-text";
import { readFollowUp } from "../language/read-follow-up";
import { readReturn, splitReturn } from "../language/read-return";
import { pointsAtMade, readReference } from "../language/read-reference";
import { readSpokenForm } from "../language/spoken-corrections";
import { checkedCall, userSaid } from "./checked-call";
import { inUserCharacters } from "./in-user-characters";
import { isTopicQuestion } from "./is-topic-question";
import { routeLocally } from "./route-locally";
import { findMissingSlot } from "./slot-requests";
import { stripFillers } from "./strip-polite-wrapper";

/** What the thread remembers between turns, kept in the checkpointed graph state by the graph. */
export interface DialogueContext {
  /** The last tool call of the thread (local or model), for follow-ups and references. */
  last?: LastToolCall & {
    /** What was said to the user for that turn. */
    reply: string;
    /** ISO time of the turn. */
    at: string;
  };
  /**
   * The call before `last` (set when `last` is replaced, forgotten with it): 「把剛剛新增的那個刪掉」
   * 'delete the one I just added' still finds the memo added before a list of them was read out.
   */
  earlier?: DialogueContext["last"];
  /** The reply of the last turn, whatever it was (for 「再說一次」 / "say that again"). */
  lastReply?: { text: string; at: string };
  /** A question the assistant asked and waits for (slot filling). Confirmations are the graph's own. */
  pending?: {
    kind: "slot";
    tool: string;
    /** What is known so far. */
    args: Record<string, unknown>;
    /** The missing parameter. */
    slot: string;
    /** As asked, in the turn's language. */
    question: string;
    at: string;
  };
}

/** What the local dialogue route decided for one utterance. */
export type TurnRoute =
  | {
      kind: "call";
      tool: string;
      args: Record<string, unknown>;
      via: "request" | "follow-up" | "answer";
      /** Set when the call answers a reference to the last result (「剛剛設的鬧鐘是幾點」 is "show"). */
      reference?: ReferenceAction;
    }
  | { kind: "ask"; tool: string; args: Record<string, unknown>; slot: string; question: string }
  | {
      kind: "repeat";
      text: string;
      /** The question still waiting for its answer, asked again by the repeat (「再說一次」 after 「要設幾點？」). */
      asking?: NonNullable<DialogueContext["pending"]>;
    }
  | { kind: "cancel"; reply: string };

/** Options of {@link routeTurn}. */
export interface RouteTurnOptions {
  /** The tools, with their phrases and dialogue hooks. */
  registry: ToolRegistry;
  /** The turn's clock. */
  now: Date;
  /** IANA time zone relative words are read in. */
  timeZone: string;
  /** The turn's language: questions are asked in it. */
  locale: Locale;
  /** What the thread remembers. Default: nothing (a first turn). */
  context?: DialogueContext;
  /** How long the last call, the last reply and a question stay in mind, in milliseconds. Default: 5 minutes. */
  memoryMs?: number;
}

/** How long a thread keeps the last call, the last reply and a question in mind by default: 5 minutes. */
export const DIALOGUE_MEMORY_MS = 5 * 60_000;

// Spoken turns are short; a paragraph is for the model.
const MAX_LENGTH = 120;
const HYPOTHETICAL_FOLLOW_UP =
  /^(?:那)?(?:如果是|如果|要是|假如是?)(?=.{1,20}?(?:的話)?(?:呢|咧)$)|^(?:and |so |but )?(?:what )?if (?=[^\s,]+(?: [^\s,]+){0,3}$)/iu;
const ONE_MORE =
  /^(?:那|好)?(?:再|還要|另外)(?:設|定|訂|加|記|開|來)?(?:一|1)?(?:個|則|條|筆)(?:吧)?$|^(?:and |ok |okay )?(?:(?:set |add |make |start )?another one|one more)(?: please)?$/iu;
const AND_THEN = /^(?:然後|然后|還有|还有|另外|再來|再来)(?:呢)?[\s,，]+(?=\S)/u;
const JOINS_ANOTHER = /然後|然后|順便|顺便|還有|还有/u;
const HAN_PAUSE = /(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu;
const CANCELLED = { zh: "好，那就先不用了。", en: "Okay, never mind." };

/**
 * The local route for a turn in a conversation: a pending question's answer or cancellation, a
 * repeat, a follow-up or reference to `context.last` (only while it is fresh: a few minutes, and
 * not after a turn about something else — the graph clears `last` on such turns — nor for words
 * another tool claims, 「那後天月相呢」 right after the weather), a request with a
 * missing required argument (→ "ask"), or a whole request (routeLocally). null: the model's turn
 * (and any pending question is dropped by the graph). Tools take part through their `dialogue`
 * hooks; nothing here names a tool.
 *
 * @example
 * ```ts
 * routeTurn("那高雄呢", { registry, now, timeZone: "Asia/Taipei", locale: "zh-TW", context: { last } });
 * // { kind: "call", tool: "get_weather", args: { city: "高雄", day: "tomorrow" }, via: "follow-up" }
 * ```
 */
export function routeTurn(heard: string, options: RouteTurnOptions): TurnRoute | null {
  const { registry, now, timeZone, locale, context = {}, memoryMs = DIALOGUE_MEMORY_MS } = options;
  // A language read in the route's words first (Cantonese in Mandarin), so every reader below meets them.
  const text = localeDefinition(locale).readForRoute?.(heard) ?? heard;
  const unstripped = readSpokenForm(normalizeText(text));
  const normalized = stripFillers(unstripped);
  if (normalized === "" || normalized.length > MAX_LENGTH) return null;
  const fresh = (at: string | undefined) => at !== undefined && now.getTime() - Date.parse(at) <= memoryMs;
  const hook: DialogueHookContext = { now, timeZone, locale };
  const said = userSaid(text);
  let routed: ReturnType<typeof routeLocally> | undefined;
  const request = () => {
    const found = (routed ??= routeLocally(text, { registry, now, timeZone, locale }));
    return found === null ? null : ({ kind: "call", tool: found.tool, args: found.args, via: "request" } as const);
  };
  // 「那後天月相呢」 right after the weather, 「明天天氣呢」 right after spending: words another tool
  // claims, as a whole request or one that lacks what that tool asks for, are that tool's: "text"
  // when the words as said are, "fragment" when the follow-up's own words are (「今天新聞咧」 is
  // 「今天新聞」, the news), null when no other tool claims them.
  const claimedByAnother = (tool: string, fragment: string): "text" | "fragment" | null => {
    const other = (name: string | undefined) => name !== undefined && registry.get(name) !== registry.get(tool);
    if (other(request()?.tool ?? findMissingSlot(normalized, registry, hook)?.tool.name)) return "text";
    const claimer =
      routeLocally(fragment, { registry, now, timeZone, locale })?.tool ?? findMissingSlot(fragment, registry, hook)?.tool.name;
    return other(claimer) ? "fragment" : null;
  };

  const { pending } = context;
  const asking = pending !== undefined && fresh(pending.at);
  if (asking && isCancellation(normalized)) return { kind: "cancel", reply: localize(locale, CANCELLED) };
  // 「不用了 把計時器取消」 'never mind, cancel the timer': the withdrawal drops any question; the request is routed.
  const rest = afterCancellation(said, normalizeText);
  if (rest !== null) return routeTurn(rest, { ...options, context: { ...context, pending: undefined } });
  // 「然後 後天下午三點提醒我 去郵局寄包裹」「還有 再記一個 …」: "and then" before one more request
  // (nothing came before it in this sentence to join; a second joiner after it is two requests).
  const andThen = AND_THEN.exec(said);
  if (andThen !== null && !JOINS_ANOTHER.test(said.slice(andThen[0].length))) return routeTurn(said.slice(andThen[0].length), options);
  if (pending !== undefined && asking) {
    // A whole request answers itself; the question is dropped.
    const whole = request();
    if (whole !== null) return whole;
    const slot = registry.get(pending.tool)?.dialogue?.slots?.find((question) => question.slot === pending.slot);
    const answered = slot?.answer({ text: normalized, said }, pending.args, hook);
    const call = answered ? checkedCall(registry, pending.tool, answered, said, hook) : null;
    if (call !== null) return { kind: "call", ...call, via: "answer" };
  }

  // 「再回到天氣 禮拜五呢」 'go back to the weather, what about Friday': a subject talked about before,
  // named by its tool's words; what follows is asked of that call, which is the last one again.
  const back = readReturn(normalized);
  if (back !== null) return returnTo(back, said, options, fresh);

  if (isRepeatRequest(normalized)) {
    const reply = context.lastReply ?? (context.last && { text: context.last.reply, at: context.last.at });
    if (reply !== undefined && reply.text !== "" && fresh(reply.at))
      return { kind: "repeat", text: reply.text, ...(asking ? { asking: pending } : {}) };
  }

  const referTo = (call: LastToolCall, action: ReferenceAction) => {
    const referred = registry.get(call.tool)?.dialogue?.refer?.(action, call, { ...hook, text: normalized });
    return referred ? checkedCall(registry, referred.tool, referred.args, said, hook) : null;
  };
  const { last } = context;
  // 「如果是兩萬呢」 'what if it's 500' is a follow-up, not a hypothetical: the fragment is for the last tool to judge.
  if (last !== undefined && fresh(last.at) && !isTopicQuestion(normalized.replace(HYPOTHETICAL_FOLLOW_UP, ""))) {
    const dialogue = registry.get(last.tool)?.dialogue;
    const action = readReference(normalized);
    const call = action === null ? null : referTo(last, action);
    if (call !== null && action !== null) return { kind: "call", ...call, via: "follow-up", reference: action };
    // 「把剛剛新增的那個刪掉」 after the list that followed the adding: the call before the last.
    const { earlier } = context;
    const made =
      action !== null && earlier !== undefined && fresh(earlier.at) && pointsAtMade(normalized) ? referTo(earlier, action) : null;
    if (made !== null && action !== null) return { kind: "call", ...made, via: "follow-up", reference: action };
    // 「把它記下來」 'write that down' right after an answer: a tool that keeps answers (a memo) takes it.
    const kept = last.success ? callKeepingAnswer(normalized, said, { ...last }, options) : null;
    if (kept !== null) return kept;
    // 「把一號跟二號刪掉」 right after a list: its items, without its noun.
    const earlierCall = context.earlier !== undefined && fresh(context.earlier.at) ? context.earlier : undefined;
    const items = dialogue?.items?.(normalized, last, { ...hook, ...(earlierCall ? { earlier: earlierCall } : {}) });
    const itemCall = items ? checkedCall(registry, items.tool, items.args, said, hook) : null;
    if (itemCall !== null) return { kind: "call", ...itemCall, via: "follow-up" };
    // "and tomorrow?": the and that stripFillers drops is what makes it a follow-up.
    const followUp = readFollowUp(unstripped) ?? readFollowUp(normalized);
    const claimed = followUp === null ? null : claimedByAnother(last.tool, followUp.fragment);
    // 「那三加五呢」 right after the weather asks 「三加五」, as a turn of its own.
    if (claimed === "fragment" && followUp !== null)
      return routeTurn(followUp.fragment, { ...options, context: { ...context, last: undefined, earlier: undefined } });
    const changed =
      followUp === null || claimed !== null
        ? null
        : dialogue?.followUp?.(followUp.fragment, last, { ...hook, change: followUp.change, correction: followUp.correction === true });
    const next = changed ? checkedCall(registry, last.tool, changed, said, hook, last.args) : null;
    if (next !== null) return { kind: "call", ...next, via: "follow-up" };
  }

  const whole = request();
  if (whole !== null) return whole;
  if (isTopicQuestion(normalized)) return null;
  // 「再設一個」 'one more' right after an alarm, a memo or a timer was made: the same again, asked
  // what it needs (a slot that is carried from the last call, a place, is not asked this way).
  const again = ONE_MORE.test(normalized) && last !== undefined && fresh(last.at) && last.success ? registry.get(last.tool) : undefined;
  const slot = again?.dialogue?.slots?.find((question) => question.carries !== true);
  if (again !== undefined && slot !== undefined)
    return { kind: "ask", tool: again.name, args: {}, slot: slot.slot, question: localize(locale, slot.question) };
  // 「後天 會下雨嗎」: a pause inside the request.
  const missing = findMissingSlot(normalized, registry, hook) ?? findMissingSlot(normalized.replace(HAN_PAUSE, ""), registry, hook);
  if (missing === null) return null;
  // 「後天咧 會下雨嗎」 right after Taichung's weather: what the request lacks, the last call of the same tool had.
  const carried =
    missing.slot.carries === true && last !== undefined && fresh(last.at) && last.tool === missing.tool.name
      ? last.args[missing.slot.slot]
      : undefined;
  const carriedCall =
    carried === undefined ? null : checkedCall(registry, missing.tool.name, { ...missing.known, [missing.slot.slot]: carried }, said, hook);
  if (carriedCall !== null) return { kind: "call", ...carriedCall, via: "follow-up" };
  // What the request did say (「提醒我吃藥」) is kept in the user's characters, like any argument.
  const known = inUserCharacters(missing.known, { text: said }, locale);
  return { kind: "ask", tool: missing.tool.name, args: known, slot: missing.slot.slot, question: localize(locale, missing.slot.question) };
}

/**
 * A turn that goes back to a subject (`words`, after the lead: 「匯率 那日幣呢」): the call the thread
 * still has in mind whose tool's `topic` names it — the last, else the one before — asked again when
 * nothing follows, or what follows routed as a follow-up of it. null when no call in mind is about
 * that subject: the model's turn.
 */
function returnTo(words: string, said: string, options: RouteTurnOptions, fresh: (at: string | undefined) => boolean): TurnRoute | null {
  const { registry, now, timeZone, locale, context = {} } = options;
  const { last, earlier } = context;
  for (const call of [last, earlier]) {
    if (call === undefined || !fresh(call.at)) continue;
    const topic = registry.get(call.tool)?.dialogue?.topic;
    const asked = topic === undefined ? null : splitReturn(words, topic);
    if (asked === null) continue;
    if (asked === "") {
      const again = checkedCall(registry, call.tool, call.args, said, { now, timeZone, locale }, call.args);
      return again === null ? null : { kind: "call", ...again, via: "follow-up" };
    }
    // What is asked, in the user's characters when the end of what they said reads as it.
    const tail = said.slice(-asked.length);
    const text = normalizeText(tail) === asked ? tail : asked;
    const inMind = call === last ? context : { ...context, last: earlier, earlier: last };
    return routeTurn(text, { ...options, context: { ...inMind, pending: undefined } });
  }
  return null;
}

/** The call of the first tool whose `keep` hook keeps the last answer (「把它記下來」), or null. */
function callKeepingAnswer(
  text: string,
  said: string,
  last: NonNullable<DialogueContext["last"]>,
  { registry, now, timeZone, locale }: RouteTurnOptions,
): TurnRoute | null {
  const hook = { now, timeZone, locale };
  for (const tool of registry.list()) {
    const args = tool.dialogue?.keep?.(text, last, { ...hook, reply: last.reply });
    const call = args ? checkedCall(registry, tool.name, args, said, hook) : null;
    if (call !== null) return { kind: "call", ...call, via: "follow-up" };
  }
  return null;
}
