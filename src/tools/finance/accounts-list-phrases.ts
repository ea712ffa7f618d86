import type { LocalPhrase } from "../../core/local-phrase";

const ACCOUNT = "(?:銀行)?(?:帳戶|賬戶)";
const ENGLISH_ACCOUNTS = "(?:bank |financial )?accounts";

/** What the local route answers with `finance_accounts_list`: 「我有哪些帳戶」「列出我所有的帳戶」, "what accounts do I have", "list my bank accounts". */
export const accountsListPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^我?(?:有)?(?:哪些|幾個)${ACCOUNT}$`) },
  { pattern: new RegExp(`^我的(?:所有)?${ACCOUNT}有哪些$`) },
  { pattern: new RegExp(`^(?:我的)?${ACCOUNT}(?:清單|列表)$`) },
  // 「列出我的帳戶」「列出我所有的帳戶」「看一下我全部的銀行帳戶」
  { pattern: new RegExp(`^(?:請)?(?:幫我)?(?:列出|查看|看看|看一下|顯示|給我看)(?:一下)?(?:我的?)?(?:所有|全部)?的?${ACCOUNT}(?:清單|列表)?$`) },
  { pattern: new RegExp(`^(?:what|which) ${ENGLISH_ACCOUNTS} do i have$`, "i") },
  { pattern: new RegExp(`^(?:list|show)(?: me)?(?: all)?(?: of)? my ${ENGLISH_ACCOUNTS}$`, "i") },
];
