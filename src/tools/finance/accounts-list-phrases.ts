import type { LocalPhrase } from "../../core/local-phrase";

const ACCOUNT = "(?:銀行)?(?:[帳賬]戶)";
// What holds the user's money, alone or joined: 「銀行帳號跟信用卡」「銀行卡」「戶頭」.
const HOLDER = "(?:(?:銀行)?(?:[帳賬]戶|戶頭)|銀行[帳賬]號|銀行卡|信用卡|金融卡|簽帳卡)";
const HOLDERS = `${HOLDER}(?:(?:跟|和|與|及|還有|、)${HOLDER})*`;
// Said after the accounts: 「…清單給我看一下」「…都列出來」.
const SHOW_AFTER = "(?:都|全部)?(?:列出來|列給我看?|列一下|給我列一下|給我看一下|給我看看|給我看)";
const ENGLISH_HOLDER = "(?:(?:bank |financial |credit |debit )?(?:accounts|cards)|wallets)";
const ENGLISH_ACCOUNTS = `${ENGLISH_HOLDER}(?:,? and (?:my )?${ENGLISH_HOLDER})?`;

/**
 * What the local route answers with `finance_accounts_list`: 「我有哪些帳戶」「列出我所有的帳戶」
 * 「列出我所有的銀行帳號跟信用卡」「我的帳戶清單給我看一下」「把我的銀行卡都列出來」「我綁了哪幾個帳戶」,
 * "what accounts do I have", "list my bank accounts", "show me all my cards and wallets".
 */
export const accountsListPhrases: readonly LocalPhrase[] = [
  // 「我有幾張卡」: a card counted by 張 is a bank's card.
  {
    pattern: new RegExp(
      `^先?(?:看看|看一下|查一下)?我?都?(?:有|綁了|綁定了|開了|辦了)?(?:(?:哪些|哪幾個|哪幾張|幾個|幾張)${HOLDERS}|(?:哪幾張|幾張)卡)$`,
    ),
  },
  { pattern: new RegExp(`^我的(?:所有|全部)?${HOLDERS}(?:都)?有哪些$`) },
  { pattern: new RegExp(`^(?:我的)?${ACCOUNT}(?:清單|列表)$`) },
  { pattern: new RegExp(`^把?(?:我的?)?(?:所有|全部)?的?${HOLDERS}(?:清單|列表)?${SHOW_AFTER}$`) },
  // 「列出我的帳戶」「列出我所有的銀行帳號跟信用卡」「看一下我全部的銀行帳戶」
  {
    pattern: new RegExp(
      `^(?:請)?(?:幫我)?(?:列出|列一下|查看|看看|看一下|顯示|給我看)(?:一下)?(?:我的?)?(?:所有|全部)?的?(?:${ACCOUNT}(?:清單|列表)?|我的?(?:所有|全部)?的?${HOLDERS}(?:清單|列表)?)$`,
    ),
  },
  {
    pattern: new RegExp(`^(?:請)?(?:幫我)?(?:列出|列一下|查看|看看|看一下|顯示|給我看)(?:一下)?(?:所有|全部)?的?(?:銀行[帳賬]號|銀行卡)$`),
  },
  { pattern: new RegExp(`^(?:what|which) ${ENGLISH_ACCOUNTS} do i have$`, "i") },
  { pattern: new RegExp(`^(?:list|show)(?: me)?(?: all)?(?: of)? my ${ENGLISH_ACCOUNTS}$`, "i") },
];
