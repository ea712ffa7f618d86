import type { TemplatePhrase } from "../../language/templates/template-phrase";

const RULES: Readonly<Record<string, string>> = {
  account: "[銀行](帳戶|賬戶)",
  // What holds the user's money, alone or joined: 「銀行帳號跟信用卡」「銀行卡」「戶頭」.
  holder: "([銀行](帳戶|賬戶|戶頭)|銀行(帳號|賬號)|銀行卡|信用卡|金融卡|簽帳卡)",
  holders: "<holder>[(跟|和|與|及|還有|、)<holder>[(跟|和|與|及|還有|、)<holder>]]",
  // Said after the accounts: 「…清單給我看一下」「…都列出來」.
  show_after: "[都|全部](列出來|列給我[看]|列一下|給我列一下|給我看一下|給我看看|給我看)",
  show: "[請][幫我](列出|列一下|查看|看看|看一下|顯示|給我看)[一下]",
  en_holder: "([bank|financial|credit|debit] (accounts|cards)|wallets)",
  en_accounts: "<en_holder> [[,] and [my] <en_holder>]",
};

const phrase = (template: string): TemplatePhrase => ({ template, rules: RULES });

/**
 * What the local route answers with `finance_accounts_list`, as sentence templates: 「我有哪些帳戶」
 * 「列出我所有的帳戶」「列出我所有的銀行帳號跟信用卡」「我的帳戶清單給我看一下」「把我的銀行卡都列出來」
 * 「我綁了哪幾個帳戶」, "what accounts do I have", "list my bank accounts", "show me all my cards and wallets".
 */
export const accountsListPhrases: readonly TemplatePhrase[] = [
  // 「我有幾張卡」: a card counted by 張 is a bank's card.
  "[先][看看|看一下|查一下][我][都][有|綁了|綁定了|開了|辦了]((哪些|哪幾個|哪幾張|幾個|幾張|什麼)<holders>|(哪幾張|幾張)卡)",
  "我的[所有|全部]<holders>[都]有哪些",
  "[我的]<account>(清單|列表)",
  "[把][我[的]][所有|全部][的]<holders>[清單|列表]<show_after>",
  // 「列出我的帳戶」「列出我所有的銀行帳號跟信用卡」「看一下我全部的銀行帳戶」
  "<show>[我[的]][所有|全部][的](<account>[清單|列表]|我[的][所有|全部][的]<holders>[清單|列表])",
  "<show>[所有|全部][的](銀行(帳號|賬號)|銀行卡)",
  "(what|which) <en_accounts> do i have",
  "(list|show) [me] [all] [of] my <en_accounts>",
].map(phrase);
