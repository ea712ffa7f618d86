import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { BARE_CODE_SLOT, EXCHANGE_CODE_SLOT, STOCK_CODE_SLOT, TYPED_CODE_SLOT } from "./stock-code-slots";
import { EARLIER_SHARE_SLOT, STOCK_NAME_PRICED_SLOT, STOCK_NAME_SLOT } from "./stock-name-slots";

const RULES: Readonly<Record<string, string>> = {
  ask: "[請][幫我|給我|我想][查一下|查下|查詢|查查|查|看一下|看下|看看|看|報一下]",
  look_up: "[請][幫我|給我](查一下|查下|查詢|查查|查|看一下|看下|看看)",
  // 「股票代號 000001 的報價」: the code may be introduced by its label, or by the market it trades on (「陸股000858」「A股600519」).
  label: "[[股票](代號|代碼)|陸股|A股]",
  // 「bj920002 現在股價多少」: the moment may come before the quote word.
  quote_word: "[(現在|今天|目前|最新)[的]](股價|股票[價格|行情|報價]|行情|報價|現價|最新價)",
  // 「漲還是跌」「漲還跌」「是漲是跌」「漲了還是跌了」: up or down, asked either way round.
  up_or_down: "([是]漲[了](還是|還|是)跌[了]|[是]跌[了](還是|還|是)漲[了])",
  // 「一股多少」「多少錢一股」 ask the price of one share.
  per_share: "(一股[是]多少[錢]|多少錢一股)",
  // 「現在什麼價位」「價格是多少」 ask the same as 「現在多少」.
  price: "(<per_share>|多少[錢]|什麼價[位|格|錢]|價[格|位][是]多少|漲了多少|跌了多少|漲了嗎|跌了嗎|<up_or_down>)",
  how_much: "[現在|今天][是][<price>|怎麼樣|如何|漲跌][了][嗎|呢]",
  rise: "(漲了沒[有]|漲了嗎|跌了嗎|漲跌如何|<up_or_down>|漲了多少|跌了多少)",
  // How a share does, asked of it: 「漲了沒」「今天表現如何」「走勢怎麼樣」.
  doing: "(<rise>|有沒有漲|有漲嗎|(表現|走勢)[得](如何|怎麼樣|怎樣))",
  moment_price: "(現在|今天|目前)[是](多少[錢]|什麼價[位])[了][呢|啊]",
  of_it: "[它|他|這檔|這支|這隻][的][今天|現在|目前][的]",
  this_one: "[的|這檔|這支|這隻]",
  asked_price: "[現在|今天|目前][是](<price>|怎麼樣)[了][嗎|呢]",
  // "what's 600519 trading at", "how's 300750 doing today": trading and doing are asked of a share.
  moment_en: "[[right] now|today|this morning]",
  ask_en: "[(what's|whats|what is|show me|get [me]|give me|check|look up)] [the|a]",
  how_much_en: "(how much|what price|is how much)",
};

const phrase = (template: string): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: [
    STOCK_CODE_SLOT,
    EXCHANGE_CODE_SLOT,
    BARE_CODE_SLOT,
    TYPED_CODE_SLOT,
    STOCK_NAME_SLOT,
    STOCK_NAME_PRICED_SLOT,
    EARLIER_SHARE_SLOT,
  ],
});

/**
 * Requests for a quote by code that the local route answers without a model, as sentence templates:
 * 「600519 股價」「查一下 sz000001 的股票」「sh600519 現在多少」「貴州茅台股價」「stock price of 600519」.
 * Every slot is `code` (a code as typed, or a known share's name), which fills the argument of
 * that name. Questions about stocks in general (「股票要怎麼投資」「你覺得股市會漲嗎」) name no code and never match.
 */
export const stockPhrases: readonly TemplatePhrase[] = [
  "<ask><label>{code:stock_code}<this_one><quote_word><how_much>",
  "<ask>[一下]<quote_word><label>{code:stock_code}",
  "<ask>{code:stock_name}<this_one><quote_word><how_much>",
  // With no quote word, only a code that names its exchange is surely a stock ("sh600519 現在多少").
  "<ask>{code:exchange_code}[現在|今天][是](<price>|怎麼樣)[了][嗎|呢]",
  // A bare code needs both a moment and a price question: 「000858現在多少」「300750今天漲了多少」.
  "<ask>{code:bare_code}(現在|今天|目前)[是]<price>[了][嗎|呢]",
  // 「股票代碼六零零五一九現在多少」「股票600036今天漲還跌」: a code its label says is a share, asked its price.
  "<ask>(股票[代號|代碼]|(陸股|A股)[代號|代碼]){code:stock_code}<asked_price>",
  // 「查一下 sz300750」: a code with its exchange needs only the asking; 「帮我查下600519」 a bare code too, when it starts like a share.
  "<look_up>{code:exchange_code}",
  "<look_up>{code:bare_code}",
  // 「陸股000858現在多少錢」: the market named, the price asked with or without a moment.
  "<ask>(陸股|A股){code:bare_code}<asked_price>",
  // 「宁德时代现在多少钱」: a share's name, a moment and 多少錢 ask its price, unless the name is also goods.
  "<ask>{code:stock_name_priced}<moment_price>",
  // 「貴州茅台現在一股多少」: the price of a share, asked of a name.
  "<ask>{code:stock_name}[現在|今天|目前][的]<per_share>[呢]",
  // A bare code asked how it does needs a moment, and 「怎麼樣」 alone also the asking to look it up:
  // 「300750今天漲了沒」「600036今天表現如何」「幫我看看 600036 今天怎麼樣」, not 「600036怎麼樣」.
  "[<look_up>]{code:bare_code}(現在|今天|目前|最近)[的]<doing>[呢]",
  "<look_up>{code:bare_code}(現在|今天|目前|最近)[的](怎麼樣|如何)[呢]",
  // 「宁德时代涨了没」「比亞迪今天表現如何」「sz000001漲了沒」: a known share, or a code with its exchange, asked how it does.
  "<ask>({code:exchange_code}|{code:stock_name})[的][股票|股價][現在|今天|目前|最近][的]<doing>[呢]",
  // The share named in a clause before the asking: 「我有買寧德時代,幫我看一下它今天的股價」.
  "{code:earlier_share},<ask>[一下]<of_it>(<quote_word><how_much>|<rise>[呢])",
  "(what's|whats|what is|where's|wheres|where is) [stock] {code:typed_code} trading [at] <moment_en>",
  "(how's|hows|how is) [stock] {code:typed_code} (doing|performing|trading) <moment_en>",
  // "is 600036 up today", "how did sz000001 do today", "has 300750 gone up or down".
  "(is|was) [stock] {code:typed_code} (up|down) [or (up|down)] <moment_en>",
  "has [stock] {code:typed_code} gone (up|down) [or (up|down)] <moment_en>",
  "how did [stock] {code:typed_code} (do|perform) <moment_en>",
  "<ask_en> (stock price|share price|stock quote|price|quote|stock) (of|for) {code:stock_code}",
  "[check|look up|get|show me] (stock|quote) {code:stock_code} [for me] [[,] please]",
  "{code:stock_code} (stock [price]|share price|quote|price)",
  // The asking last, as Singapore, Indian and Philippine English put it: "stock 000858 now how much",
  // "600519 share price today how much", "how much is stock 600519 now".
  "(stock|share) {code:typed_code} [price|share price] [[right] (now|today)] [,] (<how_much_en>|at what price)",
  // A bare code needs a moment or the word stock: "000858 now how much", "600519 stock how much".
  "{code:typed_code} (stock|share) [price] [[right] (now|today) [,]] <how_much_en>",
  "{code:typed_code} [price] [right] (now|today) [,] <how_much_en>",
  "how much is (stock|share) {code:typed_code} [[right] (now|today)]",
  "how much is {code:typed_code} (stock|shares|share|share price) [[right] (now|today)]",
].map(phrase);
