import type { LocalPhrase } from "../../core/local-phrase";
import { readStockCode, SPOKEN_CODE_PATTERN } from "./read-stock-code";
import { codeOfStockName } from "./stock-names";

// A code as people type it: 600519, sh600519, SZ 000001, 600519.SH; or as a speech recognizer
// writes it when read out digit by digit: 六零零五一九 (readStockCode reads it).
const code = String.raw`(?<code>(?:sh|sz|bj)\s?\.?\d{6}|\d{6}(?:\.(?:sh|sz|bj|ss))?|${SPOKEN_CODE_PATTERN})`;
// With no quote word, only a code that names its exchange is surely a stock ("sh600519 現在多少").
const exchangeCode = String.raw`(?<code>(?:sh|sz|bj)\s?\.?\d{6}|\d{6}\.(?:sh|sz|bj|ss))`;
// 「股票代號 000001 的報價」: the code may be introduced by its label.
// 「陸股000858」「A股600519」: or by the market it trades on.
const label = String.raw`(?:(?:股票)?(?:代號|代碼)\s*|(?:陸股|A股)\s*)?`;
const askZh = String.raw`(?:請)?(?:幫我|給我|我想)?(?:查一下|查下|查詢|查查|查|看一下|看下|看看|看|報一下)?`;
// 「bj920002 現在股價多少」: the moment may come before the quote word.
const quoteWordZh = String.raw`(?:(?:現在|今天|目前|最新)(?:的)?)?(?:股價|股票(?:價格|行情|報價)?|行情|報價|現價|最新價)`;
// 「漲還是跌」「漲還跌」「是漲是跌」「漲了還是跌了」: up or down, asked either way round.
const UP_OR_DOWN = String.raw`(?:是)?漲(?:了)?(?:還是|還|是)跌(?:了)?|(?:是)?跌(?:了)?(?:還是|還|是)漲(?:了)?`;
// 「現在什麼價位」「價格是多少」 ask the same as 「現在多少」.
// 「一股多少」「多少錢一股」 ask the price of one share.
const perShareZh = String.raw`一股(?:是)?多少(?:錢)?|多少錢一股`;
const priceZh = String.raw`${perShareZh}|多少(?:錢)?|什麼價(?:位|格|錢)?|價(?:格|位)?(?:是)?多少|漲了多少|跌了多少|漲了嗎|跌了嗎|${UP_OR_DOWN}`;
const howMuchZh = String.raw`(?:現在|今天)?(?:是)?(?:${priceZh}|怎麼樣|如何|漲跌)?(?:了)?(?:嗎|呢)?`;
const askEn = String.raw`(?:(?:what(?:'|’)?s|what is|show me|get(?:\s+me)?|give\s+me|check|look up)\s+)?(?:the\s+|a\s+)?`;

// A name is any short run of letters; the table of well-known names decides whether it is a stock.
const name = String.raw`(?<name>[\p{Script=Han}A-Za-z]{2,6}?)`;

function toArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const { code: typed, name: named } = match.groups ?? {};
  const code = typed !== undefined ? readStockCode(typed) : named !== undefined ? (codeOfStockName(named) ?? null) : null;
  return code === null ? null : { code };
}

// A bare six-digit number asked a price of (「000858 現在多少」) is read as a stock only when it
// starts like a share (600/688, 000/002/300, 920 and the older Beijing heads); a fund, a bond or
// any other number is left to the model.
const shareHead = /^(?:60|68|00|30|92|43|83|87)/;

function bareCodeArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const code = match.groups?.code ?? "";
  return shareHead.test(code) ? { code } : null;
}

// A code with its exchange is a stock; a bare one only when it starts like a share.
function typedCodeArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const code = readStockCode(match.groups?.code ?? "");
  return code === null || (/^\d{6}$/.test(code) && !shareHead.test(code)) ? null : { code };
}

// The share named in a clause before the asking, the asking then points at it: 「我有買寧德時代,幫我看一下
// 它今天的股價」「昨天剛買了sh601318,看看今天漲了沒」. The clause must name exactly one known share.
const ofItZh = String.raw`(?:它|他|這檔|這支|這隻)?(?:的)?(?:今天|現在|目前)?(?:的)?`;
const riseZh = `(?:漲了沒有?|漲了嗎|跌了嗎|漲跌如何|${UP_OR_DOWN}|漲了多少|跌了多少)`;
const anyCode = /(?:sh|sz|bj)\s?\.?\d{6}|\d{6}\.(?:sh|sz|bj|ss)/giu;

function namedEarlierArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const clause = match.groups?.clause ?? "";
  const codes = new Set<string>();
  for (const typed of clause.match(anyCode) ?? []) {
    const code = readStockCode(typed);
    if (code !== null) codes.add(code);
  }
  for (let start = 0; start < clause.length; start += 1) {
    for (let length = 2; length <= 6 && start + length <= clause.length; length += 1) {
      const code = codeOfStockName(clause.slice(start, start + length));
      if (code !== undefined) codes.add(code);
    }
  }
  return codes.size === 1 ? { code: [...codes][0] } : null;
}

// 「宁德时代现在多少钱」: a share's name, a moment and 多少錢 ask its price, unless the name is also
// a thing people buy (茅台 and 五糧液 are liquors, 比亞迪 a car: 「茅台現在多少錢」 may be a bottle's).
const soldAsGoods = /茅台|五糧液|瀘州老窖|汾酒|比亞迪/u;
const momentPriceZh = String.raw`(?:現在|今天|目前)(?:是)?(?:多少錢?|什麼價位?)(?:了)?(?:呢|啊)?`;

function namedNowArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  return soldAsGoods.test(match.groups?.name ?? "") ? null : toArgs(match);
}

const lookUpZh = String.raw`(?:請)?(?:幫我|給我)?(?:查一下|查下|查詢|查查|查|看一下|看下|看看)`;
// How a share does, asked of it: 「漲了沒」「今天表現如何」「走勢怎麼樣」.
const doingZh = String.raw`${riseZh}|有沒有漲|有漲嗎|(?:表現|走勢)(?:得)?(?:如何|怎麼樣|怎樣)`;

// A bare code asked how it does needs a moment, and 「怎麼樣」 alone also the asking to look it up:
// 「300750今天漲了沒」「600036今天表現如何」「幫我看看 600036 今天怎麼樣」, not 「600036怎麼樣」.
function bareCodeDoingArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const { moment, how, look } = match.groups ?? {};
  return moment === undefined || (how !== undefined && look === undefined) ? null : bareCodeArgs(match);
}

// "what's 600519 trading at", "how's 300750 doing today": trading and doing are asked of a share.
const momentEn = String.raw`(?:\s+(?:right\s+)?now|\s+today|\s+this\s+morning)?`;

/**
 * Requests for a quote by code that the local route answers without a model:
 * 「600519 股價」「查一下 sz000001 的股票」「sh600519 現在多少」「貴州茅台股價」「stock price of 600519」.
 * Questions about stocks in general (「股票要怎麼投資」「你覺得股市會漲嗎」) name no code and never match.
 */
export const stockPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${askZh}\\s*${label}${code}\\s*(?:的|這檔|這支|這隻)?\\s*${quoteWordZh}${howMuchZh}$`, "i"), toArgs },
  { pattern: new RegExp(`^${askZh}(?:一下)?\\s*${quoteWordZh}\\s*${label}${code}$`, "i"), toArgs },
  { pattern: new RegExp(`^${askZh}\\s*${name}\\s*(?:的|這檔|這支|這隻)?\\s*${quoteWordZh}${howMuchZh}$`, "iu"), toArgs },
  { pattern: new RegExp(`^${askZh}\\s*${exchangeCode}\\s*(?:現在|今天)?(?:是)?(?:${priceZh}|怎麼樣)(?:了)?(?:嗎|呢)?$`, "i"), toArgs },
  // A bare code needs both a moment and a price question: 「000858現在多少」「300750今天漲了多少」.
  {
    pattern: new RegExp(`^${askZh}\\s*(?<code>\\d{6})\\s*(?:現在|今天|目前)(?:是)?(?:${priceZh})(?:了)?(?:嗎|呢)?$`, "i"),
    toArgs: bareCodeArgs,
  },
  // 「股票代碼六零零五一九現在多少」「股票600036今天漲還跌」: a code its label says is a share, asked its price.
  {
    pattern: new RegExp(
      `^${askZh}\\s*(?:股票(?:代號|代碼)?|(?:陸股|A股)(?:代號|代碼)?)\\s*${code}\\s*(?:現在|今天|目前)?(?:是)?(?:${priceZh}|怎麼樣)(?:了)?(?:嗎|呢)?$`,
      "i",
    ),
    toArgs,
  },
  // 「查一下 sz300750」: a code with its exchange needs only the asking; 「帮我查下600519」 a bare
  // code too, when it starts like a share.
  { pattern: new RegExp(`^${lookUpZh}\\s*${exchangeCode}$`, "i"), toArgs },
  { pattern: new RegExp(`^${lookUpZh}\\s*(?<code>\\d{6})$`, "i"), toArgs: bareCodeArgs },
  // 「陸股000858現在多少錢」: the market named, the price asked with or without a moment.
  {
    pattern: new RegExp(
      `^${askZh}\\s*(?:陸股|A股)\\s*(?<code>\\d{6})\\s*(?:現在|今天|目前)?(?:是)?(?:${priceZh}|怎麼樣)(?:了)?(?:嗎|呢)?$`,
      "i",
    ),
    toArgs: bareCodeArgs,
  },
  { pattern: new RegExp(`^${askZh}\\s*${name}\\s*${momentPriceZh}$`, "iu"), toArgs: namedNowArgs },
  // 「貴州茅台現在一股多少」: the price of a share, asked of a name.
  { pattern: new RegExp(`^${askZh}\\s*${name}\\s*(?:現在|今天|目前)?(?:的)?(?:${perShareZh})(?:呢)?$`, "iu"), toArgs },
  {
    pattern: new RegExp(
      `^(?<look>${lookUpZh})?\\s*(?<code>\\d{6})\\s*(?<moment>現在|今天|目前|最近)?(?:的)?(?:${doingZh}|(?<how>怎麼樣|如何))(?:呢)?$`,
      "iu",
    ),
    toArgs: bareCodeDoingArgs,
  },
  // 「宁德时代涨了没」「比亞迪今天表現如何」「sz000001漲了沒」: a known share, or a code with its exchange, asked how it does.
  {
    pattern: new RegExp(
      `^${askZh}\\s*(?:${exchangeCode}|${name})\\s*(?:的)?(?:股票|股價)?\\s*(?:現在|今天|目前|最近)?(?:的)?(?:${doingZh})(?:呢)?$`,
      "iu",
    ),
    toArgs,
  },
  {
    pattern: new RegExp(`^(?<clause>[^,]{2,20}),\\s*${askZh}(?:一下)?${ofItZh}(?:${quoteWordZh}${howMuchZh}|${riseZh}(?:呢)?)$`, "iu"),
    toArgs: namedEarlierArgs,
  },
  {
    pattern: new RegExp(
      `^(?:what(?:'|’)?s|what\\s+is|where(?:'|’)?s|where\\s+is)\\s+(?:stock\\s+)?${code}\\s+trading(?:\\s+at)?${momentEn}$`,
      "i",
    ),
    toArgs: typedCodeArgs,
  },
  {
    pattern: new RegExp(`^(?:how(?:'|’)?s|how\\s+is)\\s+(?:stock\\s+)?${code}\\s+(?:doing|performing|trading)${momentEn}$`, "i"),
    toArgs: typedCodeArgs,
  },
  // "is 600036 up today", "how did sz000001 do today", "has 300750 gone up or down".
  ...[
    String.raw`^(?:is|was)\s+(?:stock\s+)?${code}\s+(?:up|down)(?:\s+or\s+(?:up|down))?${momentEn}$`,
    String.raw`^has\s+(?:stock\s+)?${code}\s+gone\s+(?:up|down)(?:\s+or\s+(?:up|down))?${momentEn}$`,
    String.raw`^how\s+did\s+(?:stock\s+)?${code}\s+(?:do|perform)${momentEn}$`,
  ].map((source) => ({ pattern: new RegExp(source, "i"), toArgs: typedCodeArgs })),
  {
    pattern: new RegExp(`^${askEn}(?:stock\\s+price|share\\s+price|stock\\s+quote|price|quote|stock)\\s+(?:of|for)\\s+${code}$`, "i"),
    toArgs,
  },
  {
    pattern: new RegExp(`^(?:(?:check|look\\s+up|get|show\\s+me)\\s+)?(?:stock|quote)\\s+${code}(?:\\s+for\\s+me)?(?:,?\\s+please)?$`, "i"),
    toArgs,
  },
  { pattern: new RegExp(`^${code}\\s+(?:stock(?:\\s+price)?|share\\s+price|quote|price)$`, "i"), toArgs },
  // The asking last, as Singapore, Indian and Philippine English put it: "stock 000858 now how much",
  // "600519 share price today how much", "how much is stock 600519 now".
  {
    pattern: new RegExp(
      `^(?:stock|share)\\s+${code}(?:\\s+(?:price|share\\s+price))?(?:\\s+(?:right\\s+)?(?:now|today))?,?\\s+(?:how\\s+much|what\\s+price|at\\s+what\\s+price|is\\s+how\\s+much)$`,
      "i",
    ),
    toArgs: typedCodeArgs,
  },
  // A bare code needs a moment or the word stock: "000858 now how much" (as 「000858現在多少」), "600519 stock how much".
  {
    pattern: new RegExp(
      `^${code}\\s+(?<word>(?:stock|share)\\s+)?(?:price\\s+)?(?<moment>(?:right\\s+)?(?:now|today),?\\s+)?(?:how\\s+much|what\\s+price|is\\s+how\\s+much)$`,
      "i",
    ),
    toArgs: (match) => (match.groups?.word === undefined && match.groups?.moment === undefined ? null : typedCodeArgs(match)),
  },
  {
    pattern: new RegExp(`^how\\s+much\\s+is\\s+(?:stock|share)\\s+${code}(?:\\s+(?:right\\s+)?(?:now|today))?$`, "i"),
    toArgs: typedCodeArgs,
  },
  {
    pattern: new RegExp(`^how\\s+much\\s+is\\s+${code}\\s+(?:stock|shares?|share\\s+price)(?:\\s+(?:right\\s+)?(?:now|today))?$`, "i"),
    toArgs: typedCodeArgs,
  },
];
