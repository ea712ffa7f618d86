import type { LocalPhrase } from "../../core/local-phrase";
import { NUMBER_PATTERN, parseNumber } from "../../language/number-words";
import { CURRENCY_PATTERN, resolveCurrency } from "./currencies";

const currency = `(?:${CURRENCY_PATTERN})`;
// 「帮我查下日元汇率」: mainland speech says 查下 and 看下 for 查一下.
const prefix = String.raw`(?:請問|請|幫我|麻煩|我想|我要|我需要)?\s*(?:查(?:一下|詢|下|查)?|看(?:一下|下)|算(?:一下)?|換算(?:一下)?)?\s*`;
// 一百塊美金, 100元人民幣: a measure word between the amount and the currency.
const measure = String.raw`(?:塊錢|塊|元)?`;
const ending = String.raw`(?:呢|啊|呀)?`;
// 「兩千日幣大概是多少台幣」: a hedge before the verb asks the same, or after the second currency
// (「換成台幣大概是多少」); 「把兩萬五台幣換成日幣 大概可以換多少」 after a pause.
const roughly = String.raw`(?:大概|大約|約|差不多)?`;
// 「我有一千塊美金 換成台幣是多少」: the amount the user has, to convert.
const have = String.raw`(?:我(?:手上)?有)?`;
// 「英鎊現在對台幣匯率多少」: when, said before or after the currencies.
const now = String.raw`(?:今天|今日|現在|目前|最新)?`;
// "the yen", "the US dollar": English names a currency with its article.
const the = String.raw`(?:the\s+)?`;
// 「一美金換幾塊台幣」: 幾塊 asks the same as 多少.
const howMuch = String.raw`(?:多少(?:錢)?|幾塊(?:錢)?|幾元)`;
// 「五千港幣要多少台幣」「一百美金值多少台幣」「一萬日圓相當於多少台幣」: the verbs of a conversion.
const converts = String.raw`(?:可以|能|要)?(?:換成?|換到|兌換成?|換算成?|轉換成?|兌|折合|合|等於|相當於|是|值|要)`;
// 「港幣兌人民幣現在什麼價」: the price of a currency is its rate.
const price = String.raw`(?:多少|什麼價(?:格|位|錢)?)`;

/** Turns the named groups of a match into arguments; declines when a currency is not one. */
function toExchangeArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  return argsOf(match.groups ?? {});
}

function argsOf({ amount, from, to }: Record<string, string | undefined>): Record<string, unknown> | null {
  const fromCode = from === undefined ? null : resolveCurrency(from);
  if (fromCode === null) return null;
  // 「台幣匯率」 names no second currency, and the default target is TWD itself: the model asks.
  if (to === undefined && fromCode === "TWD") return null;
  const args: Record<string, unknown> = { from_currency: fromCode };
  if (to !== undefined) {
    const toCode = resolveCurrency(to);
    if (toCode === null) return null;
    args.to_currency = toCode;
  }
  if (amount !== undefined) {
    const value = parseNumber(amount);
    if (value === null) return null;
    args.amount = value;
  }
  return args;
}

/**
 * Requests the local route answers for `get_exchange_rate` with no model: a conversion
 * (「100 美金換台幣多少」「5000日圓是多少台幣」「convert 50 GBP to USD」) or a rate
 * (「日幣匯率」「美金對台幣的匯率是多少」). Questions about a currency (「美金會漲嗎」) do not match.
 */
export const exchangeRatePhrases: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(
      String.raw`^${prefix}${have}${now}把?(?:(?<amount>${NUMBER_PATTERN})\s*${measure})?\s*(?<from>${currency})\s*${now}\s*${roughly}${converts}\s*${howMuch}?\s*(?<to>${currency})\s*${roughly}(?:是|有|等於)?(?:多少(?:錢)?|\s${roughly}(?:可以|能)換多少)?${ending}$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    pattern: new RegExp(
      String.raw`^${prefix}${now}的?\s*(?<from>${currency})\s*,?\s*${now}\s*(?:(?:對|兌|換)?\s*(?<to>${currency}))?\s*${now}的?(?:匯率|兌換率)${now}(?:是)?(?:多少)?${ending}$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    // 「日幣現在多少」「美金今天多少錢」「現在日幣多少」: the price of a currency now is its rate (a time
    // word is needed: 「日幣多少」 alone may ask how much yen someone has).
    pattern: new RegExp(
      String.raw`^${prefix}(?:(?<from>${currency})\s*(?:今天|今日|現在|目前)|(?:今天|今日|現在|目前)\s*(?<from2>${currency}))\s*(?:是|的)?(?:匯率)?(?:是)?(?:多少(?:錢)?|什麼價(?:格|位|錢)?)${ending}$`,
      "i",
    ),
    toArgs: ({ groups = {} }) => argsOf({ ...groups, from: groups.from ?? groups.from2 }),
  },
  {
    // 「匯率 美金」「查匯率日幣」「匯率,美金對台幣」: the rate first, then its currency (a short command)
    pattern: new RegExp(
      String.raw`^${prefix}${now}的?(?:匯率|兌換率)\s*,?\s*(?<from>${currency})(?:\s*(?:對|兌|換)?\s*(?<to>${currency}))?${ending}$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    // 美金兌日圓 / 美金對台幣多少 / 500港幣兌人民幣 / 人民幣兌台幣現在多少 / 港幣兌人民幣現在什麼價
    pattern: new RegExp(
      String.raw`^${prefix}(?:(?<amount>${NUMBER_PATTERN})\s*${measure})?\s*(?<from>${currency})\s*(?:對|兌)\s*(?<to>${currency})\s*${now}\s*(?:是|的)?(?:匯率)?(?:是)?${price}?${ending}$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    pattern: new RegExp(
      String.raw`^${prefix}(?<amount>${NUMBER_PATTERN})\s*${measure}\s*(?<from>${currency})\s*${roughly}(?:是|等於|可以換|能換|換)?多少(?:錢)?${ending}$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    pattern: new RegExp(
      String.raw`^(?:請|幫我|麻煩)?\s*換算(?:一下)?\s*(?<amount>${NUMBER_PATTERN})\s*${measure}\s*(?<from>${currency})$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    // 美金100元換台幣多少 / 日幣5000是多少台幣 / 人民幣現在一塊換多少台幣: the currency before the amount
    pattern: new RegExp(
      String.raw`^${prefix}(?<from>${currency})\s*${now}\s*(?<amount>${NUMBER_PATTERN})\s*${measure}\s*${now}\s*${roughly}${converts}\s*${howMuch}?\s*(?<to>${currency})\s*${roughly}(?:是|有|等於)?(?:多少(?:錢)?|\s${roughly}(?:可以|能)換多少)?${ending}$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    // what's the exchange rate for the Japanese yen / exchange rate of USD to TWD / the current rate for the euro against the dollar
    pattern: new RegExp(
      String.raw`^(?:(?:what(?:'s|\s+is)|tell\s+me|give\s+me)\s+)?(?:the\s+)?(?:current\s+|latest\s+|today's\s+)?(?:exchange\s+)?rate\s+(?:for|of)\s+${the}(?<from>${currency})(?:\s+(?:to|against|in|versus|vs)\s+${the}(?<to>${currency}))?(?:\s+(?:today|now|right\s+now))?(?:\s+please)?$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    // how many yen is 100 dollars / how many yen for 100 dollars
    pattern: new RegExp(
      String.raw`^how\s+many\s+(?<to>${currency})\s+(?:is|are|for|do\s+i\s+get\s+for)\s+(?<amount>${NUMBER_PATTERN})\s*(?<from>${currency})$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    // 1 USD to JPY / usd to twd
    pattern: new RegExp(String.raw`^(?<amount>${NUMBER_PATTERN})?\s*(?<from>${currency})\s+(?:to|in|into)\s+(?<to>${currency})$`, "i"),
    toArgs: toExchangeArgs,
  },
  {
    pattern: new RegExp(
      String.raw`^(?:please\s+)?(?:convert|change|exchange)\s+(?<amount>${NUMBER_PATTERN})?\s*(?<from>${currency})\s+(?:to|into|in)\s+(?<to>${currency})(?:\s+please)?$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    // how much is 100 usd in twd / what's 20 quid in euros / how much 100 SGD in ringgit now
    pattern: new RegExp(
      String.raw`^(?:how\s+much(?:\s+is)?|what(?:'s|\s+is))\s+(?<amount>${NUMBER_PATTERN})\s*(?<from>${currency})\s+(?:in|to|into)\s+(?<to>${currency})(?:\s+(?:now|today|right\s+now))?$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    // 100 dollars to rupees how much / 500 SGD in ringgit now how much: the asking last, as
    // Singapore, Indian and Philippine English put it.
    pattern: new RegExp(
      String.raw`^(?<amount>${NUMBER_PATTERN})\s*(?<from>${currency})\s+(?:to|in|into)\s+(?<to>${currency})(?:\s+(?:now|today))?,?\s+(?:how\s+much|is\s+how\s+much|(?:is\s+)?what)$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
  {
    pattern: new RegExp(
      String.raw`^(?:what(?:'s| is)\s+the\s+)?(?<from>${currency})\s+(?:to\s+${the}(?<to>${currency})\s+)?(?:exchange\s+)?rate(?:\s+today)?$`,
      "i",
    ),
    toArgs: toExchangeArgs,
  },
];
