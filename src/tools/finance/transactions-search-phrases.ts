import type { LocalPhrase, PhraseContext } from "../../core/local-phrase";
import { NUMBER_PATTERN, parseNumber } from "../../language/number-words";
import { ACCOUNT, dateRangeOf, ENGLISH_TOPIC, filtersOf, PERIOD, TOPIC } from "./phrase-parts";

// 找 and 看 alone say less than a request (「我想找交易」 may want a trade): 找 needs 一下 or 幫我, 看 needs 我想.
const SHOW =
  "(?:請)?先?(?:(?:幫我|我想|我要)?(?:列出|列一下|查詢?|查看|看看|看一下|顯示|給我看|給我列一下|找一下|找找看?|找看看|查查看|搜尋|搜一下)|幫我找|(?:我想|我要)看)(?:一下)?我?的?";
// After the records, the same request said last: 「…的消費給我列一下」「把…列出來」「…有哪些」.
const LIST_AFTER = "(?:都|全部|全都)?(?:給我列一下|給我列出來|給我看一下|給我看看|給我看|列出來|列一下|列給我看?|找出來|調出來)";
const TAIL = `(?:都?有哪些|${LIST_AFTER})?`;
// 扣款 (a charge) is a record alone; 刷卡 and 付款 are records with 紀錄: 「全聯的刷卡紀錄」.
// 帳單明細 (a statement's lines) are records too; 帳單 alone is the bill, what is owed.
const RECORDS = "(?:(?:交易|消費|收支|扣款)(?:紀錄|記錄|明細)?|(?:刷卡|付款)(?:紀錄|記錄|明細)|[帳賬]單明細)";
const RECENT_LIMIT = 10;
// 「超過1000元」「1000元以上」 (more) and 「低於500元」「500元以下」 (less): an amount said with its condition.
// 「五百到一千塊之間」 (between): a unit or 之間 shows the numbers are amounts.
const AMOUNT = `(?:(?<than>超過|大於|高於|多於|低於|少於|小於|不到)(?<amount>${NUMBER_PATTERN})(?:元|塊錢?)?|(?<amount2>${NUMBER_PATTERN})(?:元|塊錢?)?(?<than2>以上|以下)|介於(?<low>${NUMBER_PATTERN})(?:元|塊錢?)?(?:到|至|~|和|跟|與)(?<high>${NUMBER_PATTERN})(?:元|塊錢?)?之間|(?<low2>${NUMBER_PATTERN})(?:元|塊錢?)?(?:到|至|~)(?<high2>${NUMBER_PATTERN})(?:(?:元|塊錢?)(?:之間)?|之間))`;
const MORE = /^(?:超過|大於|高於|多於|以上|over|above|more than)$/u;
// Which sign the records have: spending is negative, income positive. 交易 and 收支 have either sign, so an amount on them is the model's to read.
const SIGNED_RECORDS = "(?<kind>支出|消費|花費|開銷|收入|[進入][帳賬])(?:紀錄|記錄|明細)?";
// "my Uber rides", "the Foodpanda orders": what a named merchant sold stands for its charges (rides
// alone, or "my bike rides", "my business trips", are no merchant's: a name written with a capital is
// needed, see namedArgs).
const ENGLISH_RECORDS = `(?:${ENGLISH_TOPIC} )?(?:transactions|purchases|charges|(?<sold>rides|trips|orders|deliveries))`;
const ENGLISH_SHOW = "(?:list|show(?: me)?|find|pull up|get me)";
// "everything I spent over 100 bucks": spending, said with what it was over or under.
const ENGLISH_AMOUNT = `(?:everything|anything|all(?: the)? (?:purchases|expenses)|(?:all )?my (?:purchases|expenses)) (?:(?:that )?i (?:spent|paid)(?: on)? )?(?<than>over|above|more than|under|below|less than) (?:\\$|NT\\$)?(?<amount>${NUMBER_PATTERN})(?: (?:dollars|bucks|元))?`;

function listArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  const filters = filtersOf(match);
  const dateRange = dateRangeOf(match, context);
  if (filters === null || dateRange === null) return null;
  return { ...(dateRange === undefined ? {} : { date_range: dateRange }), ...filters };
}

/** listArgs, when rides, trips or orders are a named merchant's ("my Uber rides", not "my rides" or "my bike rides"). */
function namedArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  return match.groups?.sold !== undefined && !/^\p{Lu}/u.test(match.groups?.topic ?? "") ? null : listArgs(match, context);
}

function recentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const filters = filtersOf(match);
  const count = match.groups?.n === undefined ? RECENT_LIMIT : parseNumber(match.groups.n);
  if (filters === null || count === null || !Number.isInteger(count) || count < 1 || count > 500) return null;
  // 「美團訂單」 are payments to 美團; 「最近的訂單」 alone may be any shop's orders.
  if (match.groups?.orders !== undefined && filters?.search === undefined) return null;
  return { limit: count, ...filters };
}

/** 「超過1000元的支出」 is `max_amount: "-1000"` (spending is negative); 「5000元以上的收入」 is `min_amount: "5000"`. */
function amountArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  const listed = listArgs(match, context);
  const groups = match.groups ?? {};
  const spending = !/收入|[進入][帳賬]/u.test(groups.kind ?? "");
  const low = groups.low ?? groups.low2;
  if (low !== undefined) {
    const from = parseNumber(low);
    const to = parseNumber(groups.high ?? groups.high2 ?? "");
    if (listed === null || from === null || to === null || from < 0 || to <= from) return null;
    return {
      ...listed,
      ...(spending ? { min_amount: String(-to), max_amount: String(-from) } : { min_amount: String(from), max_amount: String(to) }),
    };
  }
  const amount = parseNumber(groups.amount ?? groups.amount2 ?? "");
  if (listed === null || amount === null || amount <= 0) return null;
  const more = MORE.test((groups.than ?? groups.than2 ?? "").toLowerCase());
  // Spending under an amount lies between minus that amount and zero.
  if (spending) return { ...listed, ...(more ? { max_amount: String(-amount) } : { min_amount: String(-amount), max_amount: "0" }) };
  return { ...listed, ...(more ? { min_amount: String(amount) } : { min_amount: "0", max_amount: String(amount) }) };
}

/**
 * What the local route answers with `finance_transactions_search`: 「列出上個月的交易」
 * 「這個月咖啡的消費紀錄」「幫我找一下全聯的交易」「昨天有哪些交易」「最近5筆交易」「最近的咖啡消費有哪些」
 * 「列出上個月超過1000元的支出」, "list my transactions last month", "list my Uber transactions",
 * "show me yesterday's transactions", "show my recent transactions".
 */
export const transactionsSearchPhrases: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(`^${SHOW}(?:${ACCOUNT})?(?:${PERIOD})?的?(?:${TOPIC}的)?(?:所有|全部)?的?${RECORDS}$`, "u"),
    toArgs: listArgs,
  },
  {
    // 「上個月的交易」「現金帳戶這禮拜的交易」「把二月一號到二月十五號的交易列出來」
    pattern: new RegExp(`^把?我?(?:${ACCOUNT})?${PERIOD}的?(?:${TOPIC}的)?${RECORDS}${TAIL}$`, "u"),
    toArgs: listArgs,
  },
  {
    // A shop's orders are its charges: 「把上個月的美團訂單列一下」「這禮拜的蝦皮訂單有哪些」 (「上個月的訂單」
    // alone may be any shop's, 「所有訂單」 too).
    pattern: new RegExp(`^(?:${SHOW}|把)?我?${PERIOD}的?(?!的)${TOPIC}的?訂單${TAIL}$`, "u"),
    toArgs: (match, context) => (/^(?:所有|全部|我的|你的)$/u.test(match.groups?.topic ?? "") ? null : listArgs(match, context)),
  },
  {
    // 「列出上禮拜買咖啡的紀錄」「繳電費的紀錄給我看一下」: a purchase or a payment says the records are money.
    pattern: new RegExp(`^(?:${SHOW}|把)?我?(?:${PERIOD})?的?(?<topic>(?:買|繳|付)[\\p{L}\\p{N}]{1,12}?)的(?:紀錄|記錄|明細)${TAIL}$`, "u"),
    toArgs: listArgs,
  },
  {
    // 「昨天有哪些交易」「看看我昨天都有哪些交易」「上個月有什麼咖啡的消費」
    pattern: new RegExp(`^(?:${SHOW})?我?${PERIOD}我?都?有(?:哪些|什麼|沒有)\\s?(?:${TOPIC}的?)?${RECORDS}$`, "u"),
    toArgs: listArgs,
  },
  {
    // 「幫我找找看有沒有 Netflix 的扣款」「有沒有在全聯的消費」: whether there are any, of a named kind.
    pattern: new RegExp(`^(?:${SHOW})?我?(?:有沒有|有無)\\s?(?:在)?${TOPIC}\\s?的?${RECORDS}$`, "u"),
    toArgs: listArgs,
  },
  {
    // 「把在美團的消費都列出來」「把全聯的交易紀錄給我看」: 把 before the records, the request after them
    // (「…的消費紀錄給我看」 says it without 把).
    pattern: new RegExp(
      `^把?我?(?:${ACCOUNT})?(?:${PERIOD})?的?(?:所有|全部)?的?(?:${TOPIC}的)?(?:所有|全部)?${RECORDS}${LIST_AFTER}$`,
      "u",
    ),
    toArgs: listArgs,
  },
  {
    // The records first, then which: 「交易紀錄,最近十筆」「消費明細 上個月的」.
    pattern: new RegExp(`^(?:我的)?${RECORDS}[,\\s]?(?:最近的?(?<n>${NUMBER_PATTERN})筆|${PERIOD}的?)(?:就好|就行)?$`, "u"),
    toArgs: (match, context) => (match.groups?.period === undefined ? recentArgs(match) : listArgs(match, context)),
  },
  {
    // 「最近5筆交易」「最近有哪些交易」「最近的咖啡消費有哪些」
    pattern: new RegExp(
      `^(?:${SHOW}|把)?我?最近(?:都?有(?:哪些|什麼))?的?(?:(?<n>${NUMBER_PATTERN})筆)?的?(?:${TOPIC}的?)?(?:${RECORDS}|(?<orders>訂單))${TAIL}$`,
      "u",
    ),
    toArgs: recentArgs,
  },
  {
    // 「有哪些超過一千塊的支出」「這個月單筆三千以上的花費有哪些」「今年有沒有一萬塊以上的入帳」「把五百到一千塊之間的消費列出來」
    pattern: new RegExp(
      `^(?:${SHOW}|把)?我?(?:${PERIOD})?(?:我?都?有(?:哪些|什麼|沒有))?的?(?:所有|全部)?的?(?:單筆)?${AMOUNT}的?(?:${TOPIC}的)?${SIGNED_RECORDS}${TAIL}$`,
      "u",
    ),
    toArgs: amountArgs,
  },
  {
    // "the charges" alone may be any charges; "my charges", "the Netflix charges" are the user's.
    pattern: new RegExp(
      `^${ENGLISH_SHOW}(?: all)?(?: of)? (?:my|the(?! (?:purchases|charges)\\b)) ${ENGLISH_RECORDS}(?: (?:from |for |in )?${PERIOD})?$`,
      "iu",
    ),
    toArgs: namedArgs,
  },
  {
    // "list every Amazon purchase", "show all Uber charges from last month": every one of a named kind.
    pattern: new RegExp(
      `^${ENGLISH_SHOW} (?:every|all(?: the)?) ${ENGLISH_TOPIC} (?:transactions?|purchases?|charges?)(?: (?:from |for |in )?${PERIOD})?$`,
      "iu",
    ),
    toArgs: listArgs,
  },
  {
    // "pull up everything I spent over 100 bucks this month", "show me my purchases under $20 last week"
    pattern: new RegExp(`^${ENGLISH_SHOW} ${ENGLISH_AMOUNT}(?: (?:from |for |in )?${PERIOD})?$`, "iu"),
    toArgs: amountArgs,
  },
  {
    // "show me last month's purchases over 250", "list this week's charges under $20": spending only
    // (transactions have either sign, and which one an amount means is the model's to read).
    pattern: new RegExp(
      `^${ENGLISH_SHOW}(?: all(?: of)?)?(?: my)? ${PERIOD}'s (?:purchases|expenses|charges) (?:that (?:were|are) )?(?<than>over|above|more than|under|below|less than) (?:\\$|NT\\$)?(?<amount>${NUMBER_PATTERN})(?: (?:dollars|bucks|元))?$`,
      "iu",
    ),
    toArgs: amountArgs,
  },
  {
    // "show me yesterday's transactions", "list last month's Uber transactions"
    pattern: new RegExp(`^(?:list|show)(?: me)?(?: all)?(?: of)?(?: my)? ${PERIOD}'s ${ENGLISH_RECORDS}$`, "iu"),
    toArgs: namedArgs,
  },
  {
    pattern: new RegExp(`^(?:(?:list|show)(?: me)? (?:my|the)|what are my) (?:recent|latest) transactions$`, "iu"),
    toArgs: () => ({ limit: RECENT_LIMIT }),
  },
];
