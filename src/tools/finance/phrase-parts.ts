import type { PhraseContext } from "../../core/local-phrase";
import { PERIOD_WORD_PATTERN, resolvePeriod } from "../../routing/date-words";

/** A named `period` group: a span of days the date words know (這個月, 上個月, 3月, last month). */
export const PERIOD = `(?<period>${PERIOD_WORD_PATTERN})`;

/** A named `topic` group: a short word of a description (咖啡, 全聯, Starbucks, coffee). */
export const TOPIC = "(?<topic>[\\p{L}\\p{N}][\\p{L}\\p{N} &'.-]{0,19}?)";

/** How much: 多少 / 多少錢 / 幾塊. */
export const HOW_MUCH = "(?:多少|幾)(?:錢|元|塊錢?)?";

// A question about money rather than a request for the user's own records: 「一杯咖啡要花多少錢」
// 「買房大概花多少」. Such a topic makes the phrase decline, and the model takes the turn.
// An amount condition (「超過1000元」) is not a description: the model fills min_amount / max_amount.
const notATopic = /我|你|他|她|要|會|該|想|能|可以|嗎|呢|吧|怎|如何|什麼|哪|誰|幾|多少|大概|平均|一般|超過|大於|小於|少於|高於|低於|以上|以下|不到|至少|^錢$/u;
// When, how or where the money moved (lately, by card, abroad, a large sum) is not a word of the description either.
const notADescription = /^(?:最近|近期|最新|大額|小額|大筆|小筆|異常|可疑|信用卡|金融卡|簽帳卡|刷卡|現金|銀行|帳戶|海外|國外|國內|線上|網路)$/u;
// 「這個月總共花了多少」: the slot took part of 總共, which is no topic at all.
const noTopic = /^(?:總|共|一|總共|一共|總計|全部|所有)$/u;
// 「在星巴克」「喝咖啡」「搭捷運」「買早餐」 name the place or thing after the verb. 點, 叫, 繳 and 付
// only before two characters or more: 「點外賣」「叫計程車」「繳電費」 are 外賣, 計程車, 電費, but 點心 stays 點心.
const leadingVerb = /^(?:(?:在|喝|吃|搭|坐|買|去)(?=.)|(?:點|叫|繳|付)(?=..))/u;

// Compiled once: compiling this pattern costs about a millisecond, and the local route runs every turn.
const wholePeriod = new RegExp(`^(?:${PERIOD_WORD_PATTERN})$`, "u");

/** The topic of a match, trimmed; `undefined` when there is none, `null` when it is not a plain word. */
export function topicOf(match: RegExpMatchArray): string | undefined | null {
  let topic = match.groups?.topic?.trim();
  // 「在早餐上」「在全聯」「喝咖啡」 are the topics 早餐, 全聯 and 咖啡.
  if (topic !== undefined && /^在.+$/u.test(topic)) topic = topic.replace(/上面?$/u, "");
  // 「所有咖啡的消費」 is about 咖啡.
  topic = topic?.replace(/^(?:所有|全部)的?(?=.)/u, "").replace(leadingVerb, "");
  if (topic === undefined || topic === "" || noTopic.test(topic)) return undefined;
  if (notATopic.test(topic) || notADescription.test(topic) || wholePeriod.test(topic)) return null;
  return topic;
}

/** The match's period as `date_range`; `undefined` when it names none, `null` when it cannot be read. */
export function dateRangeOf(match: RegExpMatchArray, context: PhraseContext): { start_date: string; end_date: string } | undefined | null {
  const words = match.groups?.period;
  if (words === undefined) return undefined;
  const period = resolvePeriod(words, context);
  return period ? { start_date: period.start, end_date: period.end } : null;
}
