import type { TemplatePhrase } from "../../language/templates/template-phrase";

const RULES: Readonly<Record<string, string>> = {
  // 「帮我查下日元汇率」: mainland speech says 查下 and 看下 for 查一下.
  prefix: "[請問|請|幫我|麻煩|我想|我要|我需要][查[一下|詢|下|查]|看(一下|下)|算[一下]|換算[一下]]",
  // 一百塊美金, 100元人民幣: a measure word between the amount and the currency.
  amount: "{amount:number}[塊錢|塊|元]",
  from: "{from_currency:currency}",
  to: "{to_currency:currency}",
  ending: "[呢|啊|呀]",
  // 「兩千日幣大概是多少台幣」: a hedge before the verb asks the same, or after the second currency.
  roughly: "[大概|大約|約|差不多]",
  // 「我有一千塊美金 換成台幣是多少」: the amount the user has, to convert.
  have: "[我[手上]有]",
  // 「英鎊現在對台幣匯率多少」: when, said before or after the currencies.
  now: "[今天|今日|現在|目前|最新]",
  // 「一美金換幾塊台幣」: 幾塊 asks the same as 多少.
  how_much: "(多少[錢]|幾塊[錢]|幾元)",
  // 「五千港幣要多少台幣」「一百美金值多少台幣」「一萬日圓相當於多少台幣」: the verbs of a conversion.
  converts: "[可以|能|要](換[成]|換到|兌換[成]|換算[成]|轉換[成]|兌|折合|合|等於|相當於|是|值|要)",
  // 「把兩萬五台幣換成日幣 大概可以換多少」: the asking after the second currency.
  asking: "<roughly>[是|有|等於][多少[錢]|<roughly>(可以|能)換多少]<ending>",
  // 「港幣兌人民幣現在什麼價」: the price of a currency is its rate.
  price: "(多少|什麼價[格|位|錢])",
  time: "(今天|今日|現在|目前)",
};

/** The slots are the tool's arguments; 「台幣匯率」 names no second currency, and the default target is TWD itself: the model asks. */
function toArgs(slots: Record<string, unknown>): Record<string, unknown> | null {
  return slots.to_currency === undefined && slots.from_currency === "TWD" ? null : slots;
}

const phrase = (template: string): TemplatePhrase => ({ template, rules: RULES, toArgs });

/**
 * Requests the local route answers for `get_exchange_rate` with no model, as sentence templates: a
 * conversion (「100 美金換台幣多少」「5000日圓是多少台幣」「convert 50 GBP to USD」) or a rate
 * (「日幣匯率」「美金對台幣的匯率是多少」). The currencies fill `from_currency` and `to_currency`
 * (ISO codes), the amount `amount`. Questions about a currency (「美金會漲嗎」) do not match.
 */
export const exchangeRatePhrases: readonly TemplatePhrase[] = [
  "<prefix><have><now>[把][<amount>]<from><now><roughly><converts>[<how_much>]<to><asking>",
  "<prefix><now>[的]<from>[,]<now>[[對|兌|換]<to>]<now>[的](匯率|兌換率)<now>[是][多少]<ending>",
  // 「日幣現在多少」「美金今天多少錢」「現在日幣多少」: the price of a currency now is its rate (a time
  // word is needed: 「日幣多少」 alone may ask how much yen someone has).
  "<prefix>(<from><time>|<time><from>)[是|的][匯率][是](多少[錢]|什麼價[格|位|錢])<ending>",
  // 「匯率 美金」「查匯率日幣」「匯率,美金對台幣」: the rate first, then its currency (a short command)
  "<prefix><now>[的](匯率|兌換率)[,]<from>[[對|兌|換]<to>]<ending>",
  // 美金兌日圓 / 美金對台幣多少 / 500港幣兌人民幣 / 人民幣兌台幣現在多少 / 港幣兌人民幣現在什麼價
  "<prefix>[<amount>]<from>(對|兌)<to><now>[是|的][匯率][是][<price>]<ending>",
  "<prefix><amount><from><roughly>[是|等於|可以換|能換|換]多少[錢]<ending>",
  "[請|幫我|麻煩]換算[一下]<amount><from>",
  // 美金100元換台幣多少 / 日幣5000是多少台幣 / 人民幣現在一塊換多少台幣: the currency before the amount
  "<prefix><from><now><amount><now><roughly><converts>[<how_much>]<to><asking>",
  // what's the exchange rate for the Japanese yen / exchange rate of USD to TWD / the current rate for the euro against the dollar
  "[(what('s| is)|tell me|give me)] [the] [current|latest|today's] [exchange] rate (for|of) [the] <from> [(to|against|in|versus|vs) [the] <to>] [today|now|right now] [please]",
  // how many yen is 100 dollars / how many yen for 100 dollars
  "how many <to> (is|are|for|do i get for) {amount:number} <from>",
  // 1 USD to JPY / usd to twd
  "[{amount:number}] <from> (to|in|into) <to>",
  "[please] (convert|change|exchange) [{amount:number}] <from> (to|into|in) <to> [please]",
  // how much is 100 usd in twd / what's 20 quid in euros / how much 100 SGD in ringgit now
  "(how much [is]|what('s| is)) {amount:number} <from> (in|to|into) <to> [now|today|right now]",
  // 100 dollars to rupees how much / 500 SGD in ringgit now how much: the asking last, as
  // Singapore, Indian and Philippine English put it.
  "{amount:number} <from> (to|in|into) <to> [now|today] [,] (how much|is how much|[is] what)",
  "[what('s| is) the] <from> [to [the] <to>] [exchange] rate [today]",
].map(phrase);
