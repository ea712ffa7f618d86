/**
 * English words said inside a Chinese sentence, by what they mean there (「幫我set一個明天七點的alarm」):
 * read in Chinese when the sentence has Chinese in it. Longer entries first.
 */
export const ENGLISH_IN_CHINESE: readonly (readonly [said: string, read: string])[] = [
  // 「幫我 take a note 明天 meeting 要帶電腦」: noting, said in English, asks for a memo.
  ["take a note", "記一下"],
  ["make a note", "記一下"],
  ["take note", "記一下"],
  ["moon phase", "月相"],
  ["headlines", "頭條"],
  ["headline", "頭條"],
  ["transactions", "交易"],
  ["transaction", "交易"],
  ["accounts", "帳戶"],
  ["account", "帳戶"],
  ["alarms", "鬧鐘"],
  ["alarm", "鬧鐘"],
  ["memos", "備忘錄"],
  ["memo", "備忘錄"],
  ["notes", "筆記"],
  ["timers", "計時器"],
  ["timer", "計時器"],
  ["weather", "天氣"],
  ["news", "新聞"],
  ["remind", "提醒"],
  ["delete", "刪除"],
  ["cancel", "取消"],
  ["check", "查"],
  ["set", "設"],
  ["list", "清單"],
  ["tech", "科技"],
  ["wiki", "維基百科"],
];

/** Taiwanese words said in Mandarin (「甘有要落雨」), and names for a timer, read in Mandarin. */
export const TAIWANESE_AND_SLANG: readonly (readonly [said: string, read: string])[] = [
  ["甘有要", "會不會"],
  ["甘有", "有沒有"],
  ["番茄鐘", "計時器"],
  // OpenCC writes the Simplified 番茄钟 with 鍾.
  ["番茄鍾", "計時器"],
];
