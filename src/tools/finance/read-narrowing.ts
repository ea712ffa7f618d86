import type { RelativeDateOptions } from "../../language/date-words";
import { resolvePeriod } from "../../language/date-words";
import { parseNumber } from "../../language/number-words";
import { ENGLISH_TOPIC, filtersOf, TOPIC } from "./phrase-parts";

// The ones of a thing, after its name: 「全聯的」「星巴克那幾筆」「全聯的那些交易」.
const ONES = "\\s?(?:的|那幾筆|這幾筆|那些|這些)(?:那幾筆|那些)?(?:交易|消費|紀錄|記錄|明細)?";
const ENOUGH = "(?:就好|就行|就可以了?|就夠了|好了)";
// Longer verbs first: 「只列出全聯的」 is 全聯, not 出全聯.
const SHOW = "(?:列出來|列出|列|看一下|看看|看|顯示|查|留|算)";
const ZH: readonly RegExp[] = [
  // 「只看全聯的」「只要看全聯的就好」「只列星巴克那幾筆」「我只想看 7-11 的」
  new RegExp(`^(?:那|那麼)?我?就?只(?:要|想|需要)?${SHOW}?(?:一下)?\\s?${TOPIC}${ONES}${ENOUGH}?$`, "u"),
  // 「全聯的就好」「那看星巴克的就好」: 就好 says that the rest is not wanted.
  new RegExp(`^(?:那|那麼)?我?${SHOW}?${TOPIC}${ONES}${ENOUGH}$`, "u"),
];
const RECORDS_EN = "(?:ones|transactions|purchases|charges|payments|expenses)";
const ONLY_EN = "(?:(?:show|list|give)(?: me)? )?(?:only|just) (?:show(?: me)? |list )?";
// Each with whether the name stands alone ('only Starbucks'), where a word of talk may stand instead ('just kidding').
const EN: readonly { pattern: RegExp; bare: boolean }[] = [
  // 'just the ones from Costco', 'only the transactions at Starbucks'
  {
    pattern: new RegExp(`^${ONLY_EN}(?:the )?${RECORDS_EN} (?:from|at|for|with|to|on) (?:the )?${ENGLISH_TOPIC}(?: please)?$`, "iu"),
    bare: false,
  },
  // 'only the Uber ones', 'just my Amazon purchases'; 'the Costco ones only'
  { pattern: new RegExp(`^${ONLY_EN}(?:the |my )?${ENGLISH_TOPIC} ${RECORDS_EN}(?: please)?$`, "iu"), bare: false },
  { pattern: new RegExp(`^(?:the )?${ENGLISH_TOPIC} ${RECORDS_EN} only(?: please)?$`, "iu"), bare: false },
  // 'only Starbucks', 'just from Costco', 'Uber only'
  { pattern: new RegExp(`^${ONLY_EN}(?:(?:from|at|for) )?${ENGLISH_TOPIC}(?: please)?$`, "iu"), bare: true },
  { pattern: new RegExp(`^${ENGLISH_TOPIC} only(?: please)?$`, "iu"), bare: true },
];
// 'only last week', 'just the ones from yesterday': a period, read by the date words.
const PERIOD_EN = /^(?:only|just) (?:the ones )?(?:from |for |in |during )?(?<period>[a-z][a-z0-9 ]{2,24})$/iu;
// Words of talk that follow only or just alone: 'only one', 'just kidding', 'only if'.
const WORD_OF_TALK =
  /^(?:a|an|one|ones|once|twice|me|you|him|her|us|it|that|this|these|those|them|some|more|less|now|then|here|there|yes|no|ok|okay|fine|sure|maybe|curious|because|if|when|so|to|in|on|for|from|at|with|about|[a-z]+ing)$/iu;
// Which ones by their amount, rank or kind, not a name in the description: 'the cheap ones', 'the other ones'.
const NOT_A_NAME =
  /^(?:cheap|cheaper|cheapest|expensive|pricey|costly|other|same|rest|first|second|third|older|newer|bigger|biggest|smaller|smallest|larger|largest|higher|lower|recurring|weird|odd|unusual|strange|suspicious|online|foreign)$/iu;
// How many, how much or which, not a word of the description: 「只看一筆的」「只看最近五筆的」「只看比較貴的」「只看其他的」.
const NOT_A_WORD = /筆|^最|貴|便宜|比較|其他|其餘|別的|剩下|剩餘|金額|^[\d一二兩三四五六七八九十]+個?$/u;
// Narrowed to the money going out or coming in: 「只看支出的」「只看收入的」.
const SPENDING = /^(?:支出|花費|開銷|消費|扣款|花掉)$/u;
const INCOME = /^(?:收入|進帳|入帳|進賬|入賬)$/u;

/** What a narrowing changes: filters (`search`, `category_id`, `account_id`), `date_range` words, or `direction`. */
export type Narrowing = Record<string, string>;

/**
 * What a turn that narrows the last finance query down to part of it asks (normalised text):
 * 「只看全聯的」「全聯的就好」「只看星巴克那幾筆」 'only the Uber ones' 'just the ones from Costco'
 * 'only Starbucks' → `{ search }` (a category or an account as the phrases read them: 「只看餐飲類的」);
 * 「只看上禮拜的」 'only last week' → `{ date_range }`; 「只看支出的」 → `{ direction }`. null when the
 * text is no narrowing (「只看天氣」 'only one').
 */
export function readNarrowing(text: string, context: RelativeDateOptions): Narrowing | null {
  const chinese = ZH.map((pattern) => pattern.exec(text)).find((match) => match !== null);
  if (chinese) return chineseNarrowing(chinese, context);
  for (const { pattern, bare } of EN) {
    const match = pattern.exec(text);
    const name = match?.groups?.topic;
    if (!match || name === undefined || parseNumber(name) !== null || NOT_A_NAME.test(name) || (bare && WORD_OF_TALK.test(name))) continue;
    const filters = filtersOf({ topic: name }, context);
    if (filters) return filters;
  }
  const period = PERIOD_EN.exec(text)?.groups?.period;
  return period !== undefined && resolvePeriod(period, context) !== null ? { date_range: period } : null;
}

function chineseNarrowing(match: RegExpExecArray, context: RelativeDateOptions): Narrowing | null {
  const words = match.groups?.topic?.trim() ?? "";
  if (SPENDING.test(words)) return { direction: "DEBIT_ONLY" };
  if (INCOME.test(words)) return { direction: "CREDIT_ONLY" };
  if (resolvePeriod(words, context) !== null) return { date_range: words };
  // One character says too little to look for (「只看大的」「只看新的」).
  if (words.replace(/\s/gu, "").length < 2 || NOT_A_WORD.test(words)) return null;
  return filtersOf({ topic: match.groups?.topic }, context) ?? null;
}
