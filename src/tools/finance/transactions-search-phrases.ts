import type { LocalPhrase, PhraseContext } from "../../core/local-phrase";
import { NUMBER_PATTERN, parseNumber } from "../../routing/number-words";
import { dateRangeOf, PERIOD, TOPIC, topicOf } from "./phrase-parts";

// 找 and 看 alone say less than a request (「我想找交易」 may want a trade): 找 needs 一下 or 幫我, 看 needs 我想.
const SHOW = "(?:請)?(?:(?:幫我|我想|我要)?(?:列出|查詢?|查看|看看|看一下|顯示|給我看|找一下|找找|搜尋|搜一下)|幫我找|(?:我想|我要)看)(?:一下)?我?的?";
const RECORDS = "(?:交易|消費|收支)(?:紀錄|記錄|明細)?";
const RECENT_LIMIT = 10;
// 「超過1000元」「1000元以上」 (more) and 「低於500元」「500元以下」 (less): an amount said with its condition.
const AMOUNT = `(?:(?<than>超過|大於|高於|多於|低於|少於|小於|不到)(?<amount>${NUMBER_PATTERN})(?:元|塊錢?)?|(?<amount2>${NUMBER_PATTERN})(?:元|塊錢?)?(?<than2>以上|以下))`;
const MORE = /^(?:超過|大於|高於|多於|以上)$/u;
// Which sign the records have: spending is negative, income positive. 交易 and 收支 have either sign, so an amount on them is the model's to read.
const SIGNED_RECORDS = "(?<kind>支出|消費|花費|開銷|收入|進帳|入帳)(?:紀錄|記錄|明細)?";
const ENGLISH_RECORDS = "(?:(?<topic>(?!(?:recent|latest|last|past|previous|this|next|all|new|old|big|large|small|pending|bank|card|credit|debit|my|the|of)\\b)[\\p{L}\\p{N}][\\p{L}\\p{N}&'.-]{0,19}) )?transactions";

function listArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  const topic = topicOf(match);
  const dateRange = dateRangeOf(match, context);
  if (topic === null || dateRange === null) return null;
  return { ...(dateRange === undefined ? {} : { date_range: dateRange }), ...(topic === undefined ? {} : { search: topic }) };
}

function recentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const topic = topicOf(match);
  const count = match.groups?.n === undefined ? RECENT_LIMIT : parseNumber(match.groups.n);
  if (topic === null || count === null || !Number.isInteger(count) || count < 1 || count > 500) return null;
  return { limit: count, ...(topic === undefined ? {} : { search: topic }) };
}

/** 「超過1000元的支出」 is `max_amount: "-1000"` (spending is negative); 「5000元以上的收入」 is `min_amount: "5000"`. */
function amountArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  const listed = listArgs(match, context);
  const groups = match.groups ?? {};
  const amount = parseNumber(groups.amount ?? groups.amount2 ?? "");
  if (listed === null || amount === null || amount <= 0) return null;
  const more = MORE.test(groups.than ?? groups.than2 ?? "");
  const spending = !/收入|進帳|入帳/u.test(groups.kind ?? "");
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
    pattern: new RegExp(`^${SHOW}(?:${PERIOD})?的?(?:${TOPIC}的)?(?:所有|全部)?的?${RECORDS}$`, "u"),
    toArgs: listArgs,
  },
  {
    pattern: new RegExp(`^我?${PERIOD}的?(?:${TOPIC}的)?${RECORDS}(?:都?有哪些)?$`, "u"),
    toArgs: listArgs,
  },
  {
    // 「昨天有哪些交易」「看看我昨天都有哪些交易」「上個月有什麼咖啡的消費」
    pattern: new RegExp(`^(?:${SHOW})?我?${PERIOD}我?都?有(?:哪些|什麼)(?:${TOPIC}的?)?${RECORDS}$`, "u"),
    toArgs: listArgs,
  },
  {
    // 「最近5筆交易」「最近有哪些交易」「最近的咖啡消費有哪些」
    pattern: new RegExp(`^(?:${SHOW})?我?最近(?:都?有(?:哪些|什麼))?的?(?:(?<n>${NUMBER_PATTERN})筆)?的?(?:${TOPIC}的?)?${RECORDS}(?:有哪些)?$`, "u"),
    toArgs: recentArgs,
  },
  {
    pattern: new RegExp(`^(?:${SHOW})?我?(?:${PERIOD})?的?(?:所有|全部)?的?${AMOUNT}的?(?:${TOPIC}的)?${SIGNED_RECORDS}(?:有哪些)?$`, "u"),
    toArgs: amountArgs,
  },
  {
    pattern: new RegExp(`^(?:list|show)(?: me)?(?: all)?(?: of)? (?:my|the) ${ENGLISH_RECORDS}(?: (?:from |for |in )?${PERIOD})?$`, "iu"),
    toArgs: listArgs,
  },
  {
    // "show me yesterday's transactions", "list last month's Uber transactions"
    pattern: new RegExp(`^(?:list|show)(?: me)?(?: all)?(?: of)?(?: my)? ${PERIOD}'s ${ENGLISH_RECORDS}$`, "iu"),
    toArgs: listArgs,
  },
  {
    pattern: new RegExp(`^(?:(?:list|show)(?: me)? (?:my|the)|what are my) (?:recent|latest) transactions$`, "iu"),
    toArgs: () => ({ limit: RECENT_LIMIT }),
  },
];
