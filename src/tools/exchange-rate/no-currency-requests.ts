/**
 * get_exchange_rate's requests of no currency, as sentence templates (asked back 「要查哪個幣別的匯率？」):
 * 「匯率多少」「查匯率」「換算一下匯率」「匯率換算」 'what's the exchange rate' 'check the exchange rate for
 * me'. How a rate is worked out (「匯率怎麼換算」「匯率換算公式是什麼」) is a question for the model.
 */
export const noCurrencyRequests: readonly string[] = [
  "[請問|幫我|我想|我要][查|查一下|查下|查查|看一下|看看|(換算|算)[一下|下]][現在|今天|目前|最新][的](匯率|兌換率)[是][多少|怎麼樣|如何|換算[一下]][呢]",
  // 'check the exchange rate for me', 'look up exchange rates', 'what are the exchange rates today'
  "([please] (check|look up|get|tell me|give me)|what's|what is|what are) [the] [current|latest|today's] exchange (rate|rates) [today|now] [for me] [please]",
  "exchange (rate|rates) [please]",
];
