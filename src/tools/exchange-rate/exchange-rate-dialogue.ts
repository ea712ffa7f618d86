import type { ToolDialogue } from "../../core/tool-dialogue";
import { NUMBER_PATTERN, parseNumber } from "../../language/number-words";
import { CURRENCY_PATTERN, resolveCurrency } from "../../language/currency-words";
import { noCurrencyRequests } from "./no-currency-requests";

// 「五百塊」「500」「兩千日幣」 'make it 500' '200 euros': an amount, maybe with its currency, and
// maybe with the one to convert it into ('what about $200 in euros', 「那兩千日幣換美金呢」).
const AMOUNT = new RegExp(
  String.raw`^(?<amount>${NUMBER_PATTERN})\s*(?:塊錢|塊|元)?\s*(?<currency>${CURRENCY_PATTERN})?(?:(?:\s+(?:in|into|to)\s+|\s*(?:換成?|兌換成?|換算成?)\s*)(?<to>${CURRENCY_PATTERN}))?$`,
  "iu",
);
// What may stand around a currency's name: 「日幣的」「the yen」「日幣匯率」.
const AROUND = /^(?:the\s+|兌|對)|(?:的)?(?:匯率|兌換率)$|\s+rate$|的$/giu;
/**
 * get_exchange_rate in a conversation: 「那日幣呢」 'what about euros' ask about another currency
 * (the one converted from), 「換成日幣」 converts into it, 「換成五百塊」 'make it 500' change the
 * amount; 「匯率多少」 is asked back 「要查哪個幣別？」 and 「日幣」 answers it.
 */
export const exchangeRateDialogue: ToolDialogue = {
  // The subject a turn goes back to: 「回到…」 'go back to …'.
  topic: /匯率|匯價|換匯|外幣|(?:exchange|currency) rates?|exchange|currency|currencies|rates?/iu,
  followUp: (fragment, last, { change }) => {
    const { from_currency: from, to_currency: to } = last.args;
    const amount = AMOUNT.exec(fragment)?.groups;
    if (amount !== undefined) {
      const value = parseNumber(amount.amount ?? "");
      const currency = amount.currency === undefined ? undefined : resolveCurrency(amount.currency);
      const into = amount.to === undefined ? undefined : resolveCurrency(amount.to);
      if (value === null || currency === null || into === null) return null;
      return {
        ...last.args,
        amount: value,
        ...(currency === undefined ? {} : { from_currency: currency }),
        ...(into === undefined ? {} : { to_currency: into }),
      };
    }
    const currency = resolveCurrency(fragment.replace(AROUND, "").trim());
    if (currency === null) return null;
    if (change) return currency === from ? null : { ...last.args, to_currency: currency };
    return currency === (to ?? "TWD") ? null : { ...last.args, from_currency: currency };
  },
  slots: [
    {
      slot: "from_currency",
      carries: true,
      requests: noCurrencyRequests,
      question: { zh: "要查哪個幣別的匯率？", en: "Which currency?" },
      answer: ({ text }, known) => {
        const currency = resolveCurrency(text.replace(AROUND, "").trim());
        return currency === null || currency === "TWD" ? null : { ...known, from_currency: currency };
      },
    },
  ],
};
