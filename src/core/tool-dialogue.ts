import type { Locale } from "./locale";
import type { LocalPhrase } from "./local-phrase";
import type { LocalizedText } from "./localize";

/** What a dialogue hook knows of the turn. */
export interface DialogueHookContext {
  /** The turn's clock, for relative words (後天, 七點). */
  now: Date;
  /** IANA time zone relative words are read in. */
  timeZone: string;
  /** The turn's language. */
  locale: Locale;
}

/** The thread's last tool call, which a follow-up changes or a reference points at. */
export interface LastToolCall {
  /** Its registered name. */
  tool: string;
  /** The normalised, validated arguments it ran with. */
  args: Record<string, unknown>;
  /** Its result's data when it succeeded (the alarm set, with its id). */
  data?: unknown;
  success: boolean;
}

/** A tool call a hook asks for, by the tool's registered name. */
export interface DialogueCall {
  tool: string;
  args: Record<string, unknown>;
}

/** What a reference to the last result asks: to remove it (「把剛剛那個刪掉」 'delete that') or to hear it again (「剛剛設的鬧鐘是幾點」). */
export type ReferenceAction = "delete" | "show";

/** What a follow-up hook knows besides the turn. */
export interface FollowUpContext extends DialogueHookContext {
  /** True when said as a change (「換成五百塊」 'make it 500'), false when asked about (「那高雄呢」 'what about Tokyo'). */
  change: boolean;
  /**
   * True when it puts the last request right (「不是台北 是台中」 'no, I meant Osaka'): the fragment
   * takes the place of what was misunderstood. A hook that cannot tell which part that was declines.
   */
  correction?: boolean;
}

/** What an items hook knows besides the turn. */
export interface ItemsContext extends DialogueHookContext {
  /**
   * The call before the last, while the thread still has it in mind: timers set one after the
   * other (the pasta's, then the rice's) are both on hand for 'cancel the pasta one'.
   */
  earlier?: LastToolCall;
}

/** What a reference hook knows besides the turn. */
export interface ReferenceContext extends DialogueHookContext {
  /** The whole sentence, normalised (Traditional, half-width): a hook may check the noun it names (鬧鐘, 備忘錄). */
  text: string;
}

/** What a keep hook knows besides the turn. */
export interface KeepContext extends DialogueHookContext {
  /** What was said to the user for the last call: the answer to keep. */
  reply: string;
}

/** An answer to a slot question: the sentence normalised for reading, and as the user wrote it. */
export interface SlotAnswer {
  /** Normalised: Traditional characters, half-width, no fillers or surrounding punctuation. */
  text: string;
  /** As the user wrote it (NFKC, trimmed of surrounding punctuation): for free text such as a memo. */
  said: string;
}

/** A required argument the tool may ask for, when a request for it comes without one. */
export interface SlotQuestion {
  /** The missing parameter. */
  slot: string;
  /**
   * Requests for the tool that lack the slot, matched like phrases on normalised text
   * (「設個鬧鐘」 'set an alarm'), in the forms `defineTool`'s `phrases` take: a sentence template
   * (`"[幫我]設個鬧鐘"`, `{ template, toArgs }`) or a regex (`{ pattern, toArgs }`). What they do say
   * is the template's slots, or what `toArgs` gives (`{}` for a regex by default).
   */
  requests: readonly (LocalPhrase | string)[];
  /**
   * True when a request right after a call of the same tool takes the slot from that call instead
   * of asking (「後天咧 會下雨嗎」 after Taichung's weather is Taichung's). Not for what makes a new
   * record what it is (an alarm's time, a timer's length). Default: false.
   */
  carries?: boolean;
  /** The short question asked back (「要設幾點？」 "What time should I set it for?"). */
  question: LocalizedText;
  /** The arguments with the slot filled from an answer (「七點」「買牛奶」), or null when the text answers nothing. */
  answer: (answer: SlotAnswer, known: Record<string, unknown>, context: DialogueHookContext) => Record<string, unknown> | null;
}

/**
 * How a tool takes part in a conversation, declared in its own folder beside its phrases and read
 * through the registry: no tool is named in the route or the graph. Every part is optional.
 *
 * @example
 * ```ts
 * const weatherDialogue: ToolDialogue = {
 *   followUp: (fragment, last) => (looksLikePlace(fragment) ? { ...last.args, city: fragment } : null),
 * };
 * ```
 */
export interface ToolDialogue {
  /**
   * A follow-up to this tool's last call: the fragment said (「高雄」 of 「那高雄呢」, 「後天」,
   * 'Tokyo', 「五百塊」 of 「換成五百塊」) and the last call; the new arguments (the last ones with one
   * part changed), or null when the fragment is nothing this tool reads.
   */
  followUp?: (fragment: string, last: LastToolCall, context: FollowUpContext) => Record<string, unknown> | null;
  /** The call a reference to this tool's last result asks for (delete the alarm just set), or null. */
  refer?: (action: ReferenceAction, last: LastToolCall, context: ReferenceContext) => DialogueCall | null;
  /**
   * A turn about this tool's last result said without the tool's noun: its items, when it was a
   * numbered list (「把一號跟二號刪掉」「第三個不要了」 'delete the first one' after the alarms were
   * listed), or a part or another view of it (「只看全聯的」 'only the Uber ones' after transactions
   * were listed, 「是哪幾筆」 'which ones?' after they were added up): the call it asks for, which
   * may be another tool's, or null. `text` is normalised (Traditional, half-width, no fillers).
   */
  items?: (text: string, last: LastToolCall, context: ItemsContext) => DialogueCall | null;
  /**
   * A turn that asks to keep the answer just heard (「把它記下來」 'write that down'), right after a
   * successful call of any tool: this tool's arguments that keep it (a memo of the reply), or null.
   * `text` is normalised; `last` may be another tool's call.
   */
  keep?: (text: string, last: LastToolCall, context: KeepContext) => Record<string, unknown> | null;
  /** Required arguments that are asked for when a request lacks them. */
  slots?: readonly SlotQuestion[];
  /**
   * The words that name what the tool is about, as the subject a turn goes back to (normalised
   * text, matched at the start of the subject): /天氣|氣象|weather/ lets 「再回到天氣 禮拜五呢」 'go back
   * to the weather, what about Friday' follow up this tool's call that the thread still has in mind,
   * after another tool's call came between.
   */
  topic?: RegExp;
}
