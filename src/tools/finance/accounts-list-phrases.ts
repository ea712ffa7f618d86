import type { LocalPhrase } from "../../core/local-phrase";

const ACCOUNT = "(?:銀行)?(?:帳戶|賬戶)";

/** What the local route answers with `finance_accounts_list`: 「我有哪些帳戶」「列出我的帳戶」, "what accounts do I have". */
export const accountsListPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^我?(?:有)?(?:哪些|幾個)${ACCOUNT}$`) },
  { pattern: new RegExp(`^我的(?:所有)?${ACCOUNT}有哪些$`) },
  { pattern: new RegExp(`^(?:我的)?${ACCOUNT}(?:清單|列表)$`) },
  { pattern: new RegExp(`^(?:請)?(?:幫我)?(?:列出|查看|顯示)(?:一下)?(?:我的)?(?:所有|全部)?的?${ACCOUNT}(?:清單|列表)?$`) },
  { pattern: /^(?:what|which) accounts do i have$/i },
  { pattern: /^(?:list|show)(?: me)?(?: all)?(?: of)? my accounts$/i },
];
