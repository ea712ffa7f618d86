import type { PhraseContext } from "../../core/local-phrase";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import {
  FINANCE_ACCOUNT_SLOT,
  FINANCE_PURCHASE_SLOT,
  FINANCE_SIGN_SLOT,
  FINANCE_THAN_AFTER_SLOT,
  FINANCE_THAN_SLOT,
  FINANCE_TOPIC_EN_SLOT,
  FINANCE_TOPIC_SLOT,
} from "./finance-slot-types";
import { dateRangeOf, filtersOf, type FinanceWords } from "./phrase-parts";

const RULES: Readonly<Record<string, string>> = {
  // 找 and 看 alone say less than a request (「我想找交易」 may want a trade): 找 needs 一下 or 幫我, 看 needs 我想.
  show: "[請][先]([幫我|我想|我要](列出|列一下|查詢|查看|查查看|查|看看|看一下|顯示|給我看|給我列一下|找一下|找找[看]|找看看|搜尋|搜一下)|幫我找|(我想|我要)看)[一下][我][的]",
  // After the records, the same request said last: 「…的消費給我列一下」「把…列出來」.
  list_after: "[都|全部|全都](給我列一下|給我列出來|給我看一下|給我看看|給我看|列出來|列一下|列給我[看]|找出來|調出來)",
  tail: "[[都]有哪些|<list_after>]",
  // 扣款 (a charge) is a record alone; 刷卡 and 付款 are records with 紀錄: 「全聯的刷卡紀錄」.
  // 帳單明細 (a statement's lines) are records too; 帳單 alone is the bill, what is owed.
  records: "((交易|消費|收支|扣款)[紀錄|記錄|明細]|(刷卡|付款)(紀錄|記錄|明細)|(帳|賬)單明細)",
  account: "[用|在]{account:finance_account}[的]",
  period: "{period:period}",
  topic: "{topic:finance_topic}",
  unit: "(元|塊[錢])",
  // 「超過1000元」「1000元以上」 (more), 「低於500元」「500元以下」 (less), 「五百到一千塊之間」 (between:
  // a unit or 之間 shows the numbers are amounts).
  amount:
    "({than:finance_than}{amount:number}[<unit>]|{amount:number}[<unit>]{than:finance_than_after}|介於{low:number}[<unit>](到|至|~|和|跟|與){high:number}[<unit>]之間|{low:number}[<unit>](到|至|~){high:number}(<unit>[之間]|之間))",
  // Which sign the records have: spending is negative, income positive. 交易 and 收支 have either sign.
  signed_records: "{kind:finance_sign}[紀錄|記錄|明細]",
  en_show: "(list|show [me]|find|pull up|get me)",
  en_when: "[[from|for|in] {period:period}]",
  en_topic: "{topic:finance_topic_en}",
  en_amount: "{than:finance_than} [$|NT$]{amount:number} [dollars|bucks|元]",
};

const SLOT_TYPES = [
  FINANCE_TOPIC_SLOT,
  FINANCE_TOPIC_EN_SLOT,
  FINANCE_ACCOUNT_SLOT,
  FINANCE_PURCHASE_SLOT,
  FINANCE_THAN_SLOT,
  FINANCE_THAN_AFTER_SLOT,
  FINANCE_SIGN_SLOT,
];
const RECENT_LIMIT = 10;

type Slots = Record<string, unknown>;

function listArgs(slots: Slots, context: PhraseContext): Record<string, unknown> | null {
  const words = slots as FinanceWords;
  const filters = filtersOf(words, context);
  return filters === null ? null : { ...dateRangeOf(words), ...filters };
}

/** listArgs, when rides, trips or orders are a named merchant's ("my Uber rides", not "my bike rides"). */
function namedArgs(slots: Slots, context: PhraseContext): Record<string, unknown> | null {
  return /^\p{Lu}/u.test(String(slots.topic)) ? listArgs(slots, context) : null;
}

function recentArgs(slots: Slots, context: PhraseContext): Record<string, unknown> | null {
  const filters = filtersOf(slots as FinanceWords, context);
  const count = slots.n === undefined ? RECENT_LIMIT : (slots.n as number);
  if (filters === null || !Number.isInteger(count) || count < 1 || count > 500) return null;
  return { limit: count, ...filters };
}

/** 「超過1000元的支出」 is `max_amount: "-1000"` (spending is negative); 「5000元以上的收入」 is `min_amount: "5000"`. */
function amountArgs(slots: Slots, context: PhraseContext): Record<string, unknown> | null {
  const listed = listArgs(slots, context);
  if (listed === null) return null;
  const spending = slots.kind !== "income";
  if (slots.low !== undefined) {
    const [from, to] = [slots.low as number, slots.high as number];
    if (from < 0 || to <= from) return null;
    return {
      ...listed,
      ...(spending ? { min_amount: String(-to), max_amount: String(-from) } : { min_amount: String(from), max_amount: String(to) }),
    };
  }
  const amount = slots.amount as number;
  if (!(amount > 0)) return null;
  const more = slots.than === "more";
  // Spending under an amount lies between minus that amount and zero.
  if (spending) return { ...listed, ...(more ? { max_amount: String(-amount) } : { min_amount: String(-amount), max_amount: "0" }) };
  return { ...listed, ...(more ? { min_amount: String(amount) } : { min_amount: "0", max_amount: String(amount) }) };
}

const phrase = (template: string, toArgs: TemplatePhrase["toArgs"] = listArgs): TemplatePhrase => ({
  template,
  toArgs,
  rules: RULES,
  slotTypes: SLOT_TYPES,
});

/**
 * What the local route answers with `finance_transactions_search`, as sentence templates: 「列出上個月的交易」
 * 「這個月咖啡的消費紀錄」「幫我找一下全聯的交易」「昨天有哪些交易」「最近5筆交易」「最近的咖啡消費有哪些」
 * 「列出上個月超過1000元的支出」, "list my transactions last month", "list my Uber transactions",
 * "show me yesterday's transactions", "show my recent transactions".
 */
export const transactionsSearchPhrases: readonly TemplatePhrase[] = [
  phrase("<show>[<account>][<period>][的][<topic>的][所有|全部][的]<records>"),
  // 「上個月的交易」「現金帳戶這禮拜的交易」「把二月一號到二月十五號的交易列出來」
  phrase("[把][我][<account>]<period>[的][<topic>的]<records><tail>"),
  // A shop's orders are its charges: 「把上個月的美團訂單列一下」「這禮拜的蝦皮訂單有哪些」 (「上個月的訂單」
  // alone may be any shop's, 「所有訂單」 too).
  phrase("[<show>|把][我]<period>[的]<topic>[的]訂單<tail>", (slots, context) =>
    /^(?:所有|全部|我的|你的)$/u.test(String(slots.topic)) ? null : listArgs(slots, context),
  ),
  // 「列出上禮拜買咖啡的紀錄」「繳電費的紀錄給我看一下」: a purchase or a payment says the records are money.
  phrase("[<show>|把][我][<period>][的]{topic:finance_purchase}的(紀錄|記錄|明細)<tail>"),
  // 「昨天有哪些交易」「看看我昨天都有哪些交易」「上個月有什麼咖啡的消費」
  phrase("[<show>][我]<period>[我][都]有(哪些|什麼|沒有)[<topic>[的]]<records>"),
  // 「幫我找找看有沒有 Netflix 的扣款」「有沒有在全聯的消費」: whether there are any, of a named kind.
  phrase("[<show>][我](有沒有|有無)[在]<topic>[的]<records>"),
  // 「把在美團的消費都列出來」「把全聯的交易紀錄給我看」: the request after the records.
  phrase("[把][我][<account>][<period>][的][所有|全部][的][<topic>的][所有|全部]<records><list_after>"),
  // The records first, then which: 「交易紀錄,最近十筆」「消費明細 上個月的」.
  phrase("[我的]<records>[,]<period>[的][就好|就行]"),
  phrase("[我的]<records>[,]最近[的]{n:number}筆[就好|就行]", recentArgs),
  // 「最近5筆交易」「最近有哪些交易」「最近的咖啡消費有哪些」
  phrase("[<show>|把][我]最近[[都]有(哪些|什麼)][的][{n:number}筆][的][<topic>[的]]<records><tail>", recentArgs),
  // 「美團訂單」 are payments to 美團; 「最近的訂單」 alone may be any shop's orders.
  phrase("[<show>|把][我]最近[[都]有(哪些|什麼)][的][{n:number}筆][的]<topic>[的]訂單<tail>", (slots, context) => {
    const args = recentArgs(slots, context);
    return args?.search === undefined ? null : args;
  }),
  // 「有哪些超過一千塊的支出」「這個月單筆三千以上的花費有哪些」「今年有沒有一萬塊以上的入帳」「把五百到一千塊之間的消費列出來」
  phrase(
    "[<show>|把][我][<period>][[我][都]有(哪些|什麼|沒有)][的][所有|全部][的][單筆]<amount>[的][<topic>的]<signed_records><tail>",
    amountArgs,
  ),
  // "the charges" alone may be any charges; "my charges", "the Netflix charges" are the user's.
  phrase("<en_show> [all] [of] my [<en_topic>] (transactions|purchases|charges) <en_when>"),
  phrase("<en_show> [all] [of] the [<en_topic>] transactions <en_when>"),
  phrase("<en_show> [all] [of] the <en_topic> (purchases|charges) <en_when>"),
  // "my Uber rides", "the Foodpanda orders": what a named merchant sold stands for its charges ("my
  // rides", "my bike rides", "my business trips" are no merchant's: the name is written with a capital).
  phrase("<en_show> [all] [of] (my|the) <en_topic> (rides|trips|orders|deliveries) <en_when>", namedArgs),
  // "list every Amazon purchase", "show all Uber charges from last month": every one of a named kind.
  phrase("<en_show> (every|all [the]) <en_topic> (transaction|transactions|purchase|purchases|charge|charges) <en_when>"),
  // "pull up everything I spent over 100 bucks this month", "show me my purchases under $20 last week"
  phrase(
    "<en_show> (everything|anything|all [the] (purchases|expenses)|[all] my (purchases|expenses)) [[that] i (spent|paid) [on]] <en_amount> <en_when>",
    amountArgs,
  ),
  // "show me last month's purchases over 250", "list this week's charges under $20": spending only
  // (transactions have either sign, and which one an amount means is the model's to read).
  phrase("<en_show> [all [of]] [my] <period>'s (purchases|expenses|charges) [that (were|are)] <en_amount>", amountArgs),
  // "show me yesterday's transactions", "list last month's Uber transactions"
  phrase("(list|show) [me] [all] [of] [my] <period>'s [<en_topic>] (transactions|purchases|charges)"),
  phrase("(list|show) [me] [all] [of] [my] <period>'s <en_topic> (rides|trips|orders|deliveries)", namedArgs),
  phrase("((list|show) [me] (my|the)|what are my) (recent|latest) transactions", () => ({ limit: RECENT_LIMIT })),
];
