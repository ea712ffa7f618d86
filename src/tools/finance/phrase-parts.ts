import type { PhraseContext } from "../../core/local-phrase";
import { PERIOD_SLOT } from "../../language/templates/period-slot";

/** What a finance phrase read: a topic (a word of the description), an account's name, a period. */
export interface FinanceWords {
  topic?: string;
  account?: string;
  period?: { start: string; end: string };
}

/** A named `topic` group: a short word of a description (咖啡, 全聯, Starbucks, coffee). */
export const TOPIC = "(?<topic>[\\p{L}\\p{N}][\\p{L}\\p{N} &'.-]{0,19}?)";

/** A named `topic` group in English: a merchant's name (Uber, Amazon), not a word that says which or when (recent, last, big). */
export const ENGLISH_TOPIC =
  "(?<topic>(?!(?:recent|latest|last|past|previous|this|next|all|new|old|big|large|small|pending|bank|card|credit|debit|my|the|of|transactions?|purchases?|charges?)\\b)[\\p{L}\\p{N}][\\p{L}\\p{N}&'.-]{0,19})";

/** How much: 多少 / 多少錢 / 幾塊. */
export const HOW_MUCH = "(?:多少|幾)(?:錢|元|塊錢?)?";

// A question about money rather than a request for the user's own records: 「一杯咖啡要花多少錢」
// 「買房大概花多少」. Such a topic makes the phrase decline, and the model takes the turn.
// An amount condition (「超過1000元」) is not a description: the model fills min_amount / max_amount.
const notATopic =
  /我|你|他|她|要|會|該|想|能|可以|嗎|呢|吧|怎|如何|什麼|哪|誰|幾|多少|沒有|大概|平均|一般|超過|大於|小於|少於|高於|低於|以上|以下|不到|至少|之間|(?:\d|[一二兩三四五六七八九十百千萬])(?:塊|元)|^錢$/u;
// When, how or where the money moved (lately, by card, abroad, a large sum) is not a word of the description either.
const notADescription =
  /^(?:最近|近期|最新|大額|小額|大筆|小筆|異常|可疑|信用卡|金融卡|簽帳卡|刷卡|現金|銀行|[帳賬]戶|海外|國外|國內|線上|網路)$/u;
// 「這個月總共花了多少」: the slot took part of 總共, which is no topic at all.
const noTopic = /^(?:總|共|一|總共|一共|總計|全部|所有)$/u;
// 「十五號那天的消費」「3/5當天的交易」: 那天 after a day names that day again; said without one, it points
// at a day the phrase cannot see.
const thatDay = /^(?:那一?天|當天)$/u;
// 「在星巴克」「喝咖啡」「搭捷運」「買早餐」 name the place or thing after the verb. 點, 叫, 繳 and 付
// only before two characters or more: 「點外賣」「叫計程車」「繳電費」 are 外賣, 計程車, 電費, but 點心 stays 點心.
// 「在全聯買菜」「在加油站加油」: the place, not what was done there, is in the description.
const placeThenDoing = /^在(?<place>[^在]{2,8}?)(?:買|吃|喝|加油|消費|購物|刷卡|花)/u;
const leadingVerb = /^(?:(?:在|喝|吃|搭|坐|買|去)(?=.)|(?:點|叫|繳|付)(?=..))/u;
// 「到今天喝咖啡」「三月起」: what is left of a range the period did not take is no description.
const rangeLeftover = /^(?:到|至|~|以來|開始|為止)|^起$/u;

/** The topic of what was read, trimmed; `undefined` when there is none, `null` when it is not a plain word. */
export function topicOf(words: FinanceWords, context: PhraseContext): string | undefined | null {
  let topic = words.topic?.trim();
  // 「在早餐上」「在全聯」「喝咖啡」 are the topics 早餐, 全聯 and 咖啡.
  if (topic !== undefined && /^在.+$/u.test(topic)) topic = topic.replace(/上面?$/u, "");
  topic = (topic !== undefined ? placeThenDoing.exec(topic)?.groups?.place : undefined) ?? topic;
  // 「所有咖啡的消費」 is about 咖啡.
  topic = topic?.replace(/^(?:所有|全部)的?(?=.)/u, "").replace(leadingVerb, "");
  if (topic !== undefined && thatDay.test(topic)) {
    const { period } = words;
    return period === undefined || period.start !== period.end ? null : undefined;
  }
  if (topic === undefined || topic === "" || noTopic.test(topic)) return undefined;
  // A period inside the words (「上個月到日本玩」 left 到日本玩) says they are no description.
  if (
    notATopic.test(topic) ||
    notADescription.test(topic) ||
    rangeLeftover.test(topic) ||
    (PERIOD_SLOT.find?.(topic, context) ?? []).length > 0
  )
    return null;
  return topic;
}

const ACCOUNT_END = /(?:信用卡|金融卡|簽帳卡|[帳賬]戶|[帳賬]號|戶頭|銀行)$/u;
// The kind of account, not its name: 「信用卡」「銀行帳戶」「我的帳戶」 are every account of that kind.
const notAnAccountName =
  /^的|^(?:我的?|你的?|信用卡|金融卡|簽帳卡|銀行|所有|全部|每個|這個|那個|哪個|各個?|主|[這那哪每各]張(?:信用卡|金融卡|簽帳卡)?)$|哪|什麼|幾|多少/u;
const CATEGORY = /^(?<name>.+?)(?:類別|分類|類型)$|^(?<short>.{2,}?)類$/u;
// Kinds of spending that a ledger files under a category and a description seldom says: 「今年交通費」
// 「这个月餐饮」「醫療支出」 'groceries' 'transport costs'. A search for the word would find little
// and answer 0 元; the category is found by its name or id (the tool names the categories there are
// when none is called that). Things bought (咖啡, 早餐, 房租, coffee, rent) stay words of the description.
const CATEGORY_WORD =
  /^(?<zh>交通|餐[飲饮]|[飲饮]食|伙食|日用品|生活用品|[娛娱][樂乐]|[醫医][療疗]|保[險险]|教育|[購购]物|服[飾饰]|治[裝装]|旅[遊游]|水[電电]|通[訊讯]|[電电]信|[訂订][閱阅])(?:[費费]用?|[開开][銷销]|[開开]支|支出|花[費费]|方面|上面?)?$|^(?<en>transport(?:ation)?|commuting|dining(?: out)?|eating out|groceries|grocery|entertainment|medical|health ?care|insurance|education|shopping|clothing|clothes|travel|utilities|subscriptions?)(?: (?:costs?|expenses?|spending|bills?))?$/iu;

/** What a word of a request filters on: a kind of spending as `category_id` (「交通費」 → 交通, 'groceries'), else `search`. */
export function topicFilter(topic: string): { category_id: string } | { search: string } {
  const kind = CATEGORY_WORD.exec(topic)?.groups;
  if (kind === undefined) return { search: topic };
  return { category_id: kind.zh ?? kind.en.toLowerCase().replace(/ /gu, "") };
}

/** 「玉山帳戶」 is the account 玉山 (the tool finds the account whose name holds it), 「國泰信用卡」 the account 國泰信用卡. */
function accountFilter(words: string): { account_id: string } | null {
  const name = words.replace(/^用/u, "").replace(/(?:[帳賬]戶|[帳賬]號|戶頭)$/u, "");
  return name === "" || notAnAccountName.test(name) ? null : { account_id: name };
}

/**
 * What the words filter on: the topic as `search`, or as `category_id` when named as a category
 * (「交通類別」「早餐類」), or as `account_id` when named as an account (「玉山帳戶」「國泰信用卡」,
 * unless `accountTopic` is false: 「繳國泰信用卡」 pays the card); an `account` is an account too.
 * `undefined` when there is nothing to filter on, `null` when the words cannot be read.
 */
export function filtersOf(
  words: FinanceWords,
  context: PhraseContext,
  { accountTopic = true }: { accountTopic?: boolean } = {},
): Record<string, string> | undefined | null {
  const account = words.account === undefined ? undefined : accountFilter(words.account);
  const topic = topicOf(words, context);
  if (account === null || topic === null) return null;
  if (topic === undefined) return account;
  const category = CATEGORY.exec(topic)?.groups;
  if (category !== undefined) return { ...account, category_id: category.name ?? category.short ?? "" };
  // 「繳國泰信用卡」 pays the card's bill: a payment named by its description.
  if (accountTopic && ACCOUNT_END.test(topic) && !/^(?:繳|付|交)/u.test(words.topic?.trim() ?? ""))
    return account === undefined ? accountFilter(topic) : null;
  return { ...account, ...topicFilter(topic) };
}

/** The words' period as `date_range`, or nothing when they name none. */
export function dateRangeOf({ period }: FinanceWords): { date_range?: { start_date: string; end_date: string } } {
  return period === undefined ? {} : { date_range: { start_date: period.start, end_date: period.end } };
}
