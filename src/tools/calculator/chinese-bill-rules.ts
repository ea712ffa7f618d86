/** Rules of the Chinese bill phrases (discounts, service charges, tips, splits). */
export const CHINESE_BILL_RULES: Readonly<Record<string, string>> = {
  // 「請你幫我算一下」: asking for the sum before it; 算 makes the rest a question even with no 多少 after it.
  bill_reckon: "[請|麻煩][你][幫我|幫忙](算一下|計算一下|算算|算|計算)",
  // 「請幫我」 with no 算: the sum must be asked after it.
  bill_please: "[請|麻煩][你][幫我|幫忙]",
  // What the amount is, said before it: 「原價 3990」「這餐 3460」「那件外套,1280」.
  bill_label:
    "((原價|定價|標價|售價)[是]|(早餐|午餐|晚餐|宵夜|晚飯|午飯|這餐|這頓|聚餐|車資|車費|計程車|房租|住宿|油錢)[總共|一共|共][是|花了|要]|{_label:bill_label}(\\ |,))",
  // The amount: 「八百塊」「3990」「300元」.
  bill_money: "{amount:number}[塊錢|塊|元]",
  // 「總共多少」「是多少」「剩多少錢」, perhaps after a pause.
  bill_ask: "[,][總共|一共|全部][是|等於|要付|要|剩|變|付](多少|幾)[錢|塊錢|塊|元][呢]",
  // 「每人多少」「一個人要出多少」: each one's share asked, perhaps after a pause.
  bill_each: "[,][平均](每[個]人|一個人|一人|各)[要出|要付|要給|出|付|分到|要|是](多少|幾)[錢|塊錢|塊|元][呢]",
  // 「四個人」「5人」
  bill_people: "{people:number}[個]人",
};
