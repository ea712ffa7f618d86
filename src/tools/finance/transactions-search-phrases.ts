import type { LocalPhrase, PhraseContext } from "../../core/local-phrase";
import { NUMBER_PATTERN, parseNumber } from "../../routing/number-words";
import { dateRangeOf, PERIOD, TOPIC, topicOf } from "./phrase-parts";

const SHOW = "(?:請)?(?:幫我)?(?:列出|查詢?|查看|看看|看一下|顯示|給我看)(?:一下)?我?的?";
const RECORDS = "(?:交易|消費|收支)(?:紀錄|記錄|明細)?";
const RECENT_LIMIT = 10;

function listArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  const topic = topicOf(match);
  const dateRange = dateRangeOf(match, context);
  if (topic === null || dateRange === null) return null;
  return { ...(dateRange === undefined ? {} : { date_range: dateRange }), ...(topic === undefined ? {} : { search: topic }) };
}

function recentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const count = match.groups?.n === undefined ? RECENT_LIMIT : parseNumber(match.groups.n);
  return count !== null && Number.isInteger(count) && count >= 1 && count <= 500 ? { limit: count } : null;
}

/**
 * What the local route answers with `finance_transactions_search`: 「列出上個月的交易」
 * 「這個月咖啡的消費紀錄」「最近的交易」「最近5筆交易」, "list my transactions last month",
 * "show my recent transactions".
 */
export const transactionsSearchPhrases: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(`^${SHOW}(?:${PERIOD})?的?(?:${TOPIC}的)?(?:所有|全部)?的?${RECORDS}$`, "u"),
    toArgs: listArgs,
  },
  {
    pattern: new RegExp(`^我?${PERIOD}的?(?:${TOPIC}的)?${RECORDS}(?:有哪些)?$`, "u"),
    toArgs: listArgs,
  },
  {
    pattern: new RegExp(`^(?:${SHOW})?最近的?(?:(?<n>${NUMBER_PATTERN})筆)?的?${RECORDS}(?:有哪些)?$`, "u"),
    toArgs: recentArgs,
  },
  {
    pattern: new RegExp(`^(?:list|show)(?: me)?(?: all)?(?: of)? (?:my|the) transactions(?: (?:from |for |in )?${PERIOD})?$`, "iu"),
    toArgs: listArgs,
  },
  {
    pattern: new RegExp(`^(?:(?:list|show)(?: me)? (?:my|the)|what are my) (?:recent|latest) transactions$`, "iu"),
    toArgs: () => ({ limit: RECENT_LIMIT }),
  },
];
