import type { SlotType } from "../../language/templates/slot-type";
import { wordListSlot } from "../../language/templates/word-list-slot";

const TOPIC_WORDS = /^[\p{L}\p{N}][\p{L}\p{N} &'.-]{0,19}$/u;

/** `{topic:finance_topic}`: a short word of a description (咖啡, 全聯, Uber Eats), up to 20 characters, not starting with 的. */
export const FINANCE_TOPIC_SLOT: SlotType = {
  name: "finance_topic",
  accept: (text) => (TOPIC_WORDS.test(text) && !text.startsWith("的") ? text : null),
};

const NOT_A_MERCHANT =
  /^(?:recent|latest|last|past|previous|this|next|all|new|old|big|large|small|pending|bank|card|credit|debit|my|the|of|transactions?|purchases?|charges?)$/iu;

/** `{topic:finance_topic_en}`: a merchant's name in one word (Uber, Amazon), not a word that says which or when (recent, last, big). */
export const FINANCE_TOPIC_EN_SLOT: SlotType = {
  name: "finance_topic_en",
  accept: (text) => (/^[\p{L}\p{N}][\p{L}\p{N}&'.-]{0,19}$/u.test(text) && !NOT_A_MERCHANT.test(text) ? text : null),
};

const ACCOUNT_WORDS = /^(?!的)[\p{L}\p{N}]{1,10}(?:信用卡|金融卡|簽帳卡|[帳賬]戶|[帳賬]號|戶頭|銀行)$/u;

/** `{account:finance_account}`: an account said by its name (玉山帳戶, 國泰信用卡, 現金帳戶). */
export const FINANCE_ACCOUNT_SLOT: SlotType = { name: "finance_account", accept: (text) => (ACCOUNT_WORDS.test(text) ? text : null) };

/** `{topic:finance_purchase}`: a purchase or a payment (買咖啡, 繳電費): the records it names are money. */
export const FINANCE_PURCHASE_SLOT: SlotType = {
  name: "finance_purchase",
  accept: (text) => (/^(?:買|繳|付)[\p{L}\p{N}]{1,12}$/u.test(text) ? text : null),
};

/** `{than:finance_than}`: more or less than an amount, said before it (超過, 低於, over, under) — "more" or "less". */
export const FINANCE_THAN_SLOT = wordListSlot({
  name: "finance_than",
  words: {
    超過: "more",
    大於: "more",
    高於: "more",
    多於: "more",
    低於: "less",
    少於: "less",
    小於: "less",
    不到: "less",
    over: "more",
    above: "more",
    "more than": "more",
    under: "less",
    below: "less",
    "less than": "less",
  },
});

/** `{than:finance_than_after}`: more or less than an amount, said after it (以上, 以下). */
export const FINANCE_THAN_AFTER_SLOT = wordListSlot({ name: "finance_than_after", words: { 以上: "more", 以下: "less" } });

/** `{kind:finance_sign}`: records of one sign, spending (支出, 消費) or income (收入, 進帳). */
export const FINANCE_SIGN_SLOT = wordListSlot({
  name: "finance_sign",
  words: {
    支出: "spending",
    消費: "spending",
    花費: "spending",
    開銷: "spending",
    收入: "income",
    進帳: "income",
    入帳: "income",
    進賬: "income",
    入賬: "income",
  },
});

/** `{paid:finance_paid}`: a payment of the thing named (付了, 繳了, 交了: 「房租付了多少」「繳國泰信用卡」). */
export const FINANCE_PAID_SLOT = wordListSlot({ name: "finance_paid", words: ["付了", "繳了", "交了"] });

/** `{topic:finance_pay}`: what is paid to the user (薪水, 獎金, 利息), said before how much came in. */
export const FINANCE_PAY_SLOT = wordListSlot({ name: "finance_pay", words: ["薪水", "薪資", "工資", "獎金", "利息", "股利"] });
