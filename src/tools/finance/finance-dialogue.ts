import Decimal from "decimal.js";
import { hasHan } from "../../core/chinese-script";
import type { LastToolCall, ToolDialogue } from "../../core/tool-dialogue";
import { MONTH_NAMES } from "../../language/date-rules";
import { resolvePeriod } from "../../language/date-words";
import { readDayShift } from "../../language/read-day-shift";
import { isListingRequest } from "./is-listing-request";
import { parseDecimalAmount } from "./models/decimal-amount";
import { topicFilter } from "./phrase-parts";
import { searchAlternatives } from "./search-alternatives";
import { DEFAULT_LIMIT } from "./models/transaction-filters";
import { readNarrowing, type Narrowing } from "./read-narrowing";
import { readTotalRequest } from "./read-total-request";

const SEARCH_TOOL = "finance_transactions_search";
const SUM_TOOL = "finance_transactions_sum";
// The period alone, as a follow-up says it: 「上個月」「去年」 'last week' 'in March'.
const PERIOD_ONLY = /^.{1,12}$/u;
// A month's full name alone is a period too ('and in april?' 'what about may'), the latest such month;
// never a thing called April. 'Jan' alone may be a name.
const MONTH_ONLY = new RegExp(`^(?:${MONTH_NAMES.join("|")})$`, "iu");
// Another thing to look for: a short word, Chinese or not (「飲料」「麥當勞」 'Uber').
const SEARCH_WORD = /^(?:\p{Script=Han}{1,6}|[A-Za-z][A-Za-z' &.-]{1,19})$/u;
const ASKS = /^(?:什麼|為什麼|怎麼|哪|誰|多少|幾|what|why|how|who|which|it|that|this|them)$|[嗎呢]$/iu;
// 「明細呢」「總額呢」 'the details?' ask about the last result, not about a thing called 明細.
const ABOUT_THE_RESULT = /^(?:明細|細項|詳細|詳情|清單|交易|紀錄|記錄|總額|總和|合計|details?|breakdown|transactions?|total)$/iu;
// What another tool answers, or a step of a calculation, is no thing bought: 「再加五」「那三分鐘呢」
// 'what about the weather tomorrow' 'tesla stock'.
const NOT_A_THING =
  /天氣|月相|月亮|新聞|股價|股票|匯率|幾點|時間|鬧鐘|備忘|計時|分鐘|小時|秒鐘|^再|^(?:加|減|乘|除)|\b(?:weather|forecast|stocks?|shares|news|moon|time|alarms?|timers?|notes?)\b/iu;
// After a total of all spending, another thing asks what was spent on it ('and on coffee?' 「那咖啡呢」),
// when it is surely a thing bought: a kind of spending (「交通」 'groceries') or a word the bilingual list
// knows (咖啡 ↔ coffee). 「那東京呢」 may ask anything of Tokyo; money in general or coming in is no thing bought.
const SPENT_ON = /^(?:\p{Script=Han}{1,6}|[A-Za-z][A-Za-z'&.-]{1,19})$/u;
const NOT_SPENT_ON = /收入|進帳|入帳|薪|退款|^(?:income|earnings|salary|payroll|wages|refunds?)$/iu;

function isThingBought(thing: string): boolean {
  if (!SPENT_ON.test(thing) || NOT_SPENT_ON.test(thing)) return false;
  return "category_id" in topicFilter(thing) || searchAlternatives(thing).some((word) => hasHan(word) !== hasHan(thing));
}
// 'so far' 「到目前為止」 after a period: the period up to now, which is how a period is read anyway.
const SO_FAR = /\s*(?:so far|to date|until now|till now|up to now)$|(?:到目前為止|到現在為止|到現在|到今天為止|為止)$/iu;
// 「把上個月的明細列出來」「上個月的交易呢」 after a sum: what it added up, over the period named.
const PERIOD_DETAILS =
  /^(?:那|那麼)?(?:請|麻煩)?(?:幫我)?(?:把)?(?<period>\p{Script=Han}{2,8}?)的(?:交易)?(?:明細|細項|清單|交易|消費|紀錄|記錄)(?:都)?(?:給我)?(?:列出來|列一下|列給我看|秀出來|念出來|唸出來|給我看|看一下|呢|咧)?$/u;
// Amounts have at most four decimals: spending (below zero) is at most -0.0001, income (above it) at least 0.0001.
const SMALLEST = new Decimal("0.0001");

type Args = Record<string, unknown>;

/** A search's filters held to the sign a sum's direction adds up, as amount bounds kept within those it had. */
function signed(args: Args, direction: unknown): Args {
  if (direction === "DEBIT_ONLY") {
    const max = parseDecimalAmount(args.max_amount);
    return { ...args, max_amount: (max === null ? SMALLEST.negated() : Decimal.min(max, SMALLEST.negated())).toFixed() };
  }
  if (direction === "CREDIT_ONLY") {
    const min = parseDecimalAmount(args.min_amount);
    return { ...args, min_amount: (min === null ? SMALLEST : Decimal.max(min, SMALLEST)).toFixed() };
  }
  return args;
}

/** The last query narrowed down from its first match on: a search stays a search, a sum a sum. */
function narrowed(last: LastToolCall, { direction, ...filters }: Narrowing): Args {
  const { offset: _offset, ...kept } = last.args;
  const args = { ...kept, ...filters };
  if (direction === undefined) return args;
  return last.tool === SUM_TOOL ? { ...args, direction } : signed(args, direction);
}

/** What a sum added up, as a search: its filters and page, with its direction as amount bounds. */
function listed({ direction, ...filters }: Args): Args {
  return signed(filters, direction);
}

/** The total of what a search listed: every match, unless the list was a page the user chose (「最近5筆交易」). */
function summed(search: Args): Args {
  const { limit, offset, ...filters } = search;
  const chosenPage = limit !== DEFAULT_LIMIT || (typeof offset === "number" && offset > 0);
  return chosenPage ? search : filters;
}

/**
 * A finance query in a conversation: 「那上個月呢」 'what about last week' ask the same of another
 * period; after a search for something (「這個月咖啡花多少」), 「飲料呢」 'what about Uber' ask it of
 * another thing, and after what was spent in all, 「那咖啡呢」 'and on coffee?' what was spent on one. 「只看全聯的」「全聯的就好」 'only the Uber ones' narrow the last query down (a search
 * stays a search, a sum a sum, in the same period); after a sum, 「是哪幾筆」「明細呢」 'list those
 * transactions' list what was added up; after a search, 「那總共花了多少」 'how much is that in total'
 * add up what was listed.
 */
export const financeDialogue: ToolDialogue = {
  // The subject a turn goes back to: 「回到…」 'go back to …'.
  topic: /記帳|帳目|花費|支出|開銷|消費|spending|expenses|transactions|finances/iu,
  followUp: (fragment, last, context) => {
    const words = fragment
      .replace(/^(?:in|for|during|on)\s+/i, "")
      .replace(SO_FAR, "")
      .trim();
    if (MONTH_ONLY.test(words)) return { ...last.args, date_range: `in ${words}` };
    if (PERIOD_ONLY.test(words) && resolvePeriod(words, context) !== null) return { ...last.args, date_range: words };
    // 「飲料呢」「麥當勞呢」 after what was spent on coffee: the same question of another thing.
    // 「隔天呢」 'the next day?' move a day, not what was bought.
    const movesADay = readDayShift(words) !== null;
    const thing = words.replace(/^the\s+/i, "");
    const namedAThing = typeof last.args.search === "string" || typeof last.args.category_id === "string";
    const spentInAll = last.tool === SUM_TOOL && last.args.direction === "DEBIT_ONLY" && !namedAThing && last.args.account_id === undefined;
    if (
      (namedAThing || (spentInAll && isThingBought(thing))) &&
      SEARCH_WORD.test(thing) &&
      !ASKS.test(thing) &&
      !ABOUT_THE_RESULT.test(thing) &&
      !NOT_A_THING.test(thing) &&
      !movesADay
    ) {
      const { search: _search, category_id: _category, ...rest } = last.args;
      return { ...rest, ...topicFilter(thing) };
    }
    return null;
  },
  items: (text, last, context) => {
    const narrowing = readNarrowing(text, context);
    if (narrowing !== null) return { tool: last.tool, args: narrowed(last, narrowing) };
    if (last.tool === SUM_TOOL && isListingRequest(text)) return { tool: SEARCH_TOOL, args: listed(last.args) };
    const period = last.tool === SUM_TOOL ? PERIOD_DETAILS.exec(text)?.groups?.period : undefined;
    if (period !== undefined && resolvePeriod(period, context) !== null)
      return { tool: SEARCH_TOOL, args: { ...listed(last.args), date_range: period } };
    const direction = last.tool === SEARCH_TOOL ? readTotalRequest(text) : null;
    return direction === null ? null : { tool: SUM_TOOL, args: { ...summed(last.args), direction } };
  },
};
