import type { SlotType } from "../../language/templates/slot-type";
import { ENGLISH_MONEY } from "./english-money";
import { englishSpans } from "./english-spans";

const MONEY = new RegExp(ENGLISH_MONEY.replace("(?<amount>", "(?<number>"), "iuy");

/**
 * `{x:english_money}`: an amount as said in English, with or without its currency ("$45", "2,450 pesos",
 * "eighty", "Rs. 500"), as its number: the arithmetic is the same in every currency.
 */
export const ENGLISH_MONEY_SLOT: SlotType = { name: "english_money", find: (text) => englishSpans(text, MONEY) };
