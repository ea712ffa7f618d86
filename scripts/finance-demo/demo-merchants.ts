/** One kind of purchase or payment the demo ledger makes. */
export interface DemoMerchant {
  /** What the bank statement says. */
  description: string;
  categoryId: string;
  accountId: string;
  /** Amount range in TWD, inclusive; negative for spending. */
  min: number;
  max: number;
  /** Local hour range the booking falls in. */
  hours: [number, number];
}

/** Coffee, breakfast, lunch, transit and groceries: the everyday spending of someone in Taipei. */
export const DAILY_CHOICES: ReadonlyArray<{ chance: number; weekdaysOnly?: boolean; merchants: readonly DemoMerchant[] }> = [
  {
    chance: 0.65,
    merchants: [
      { description: "星巴克 咖啡 那堤", categoryId: "coffee", accountId: "cathay-card", min: -170, max: -135, hours: [8, 16] },
      { description: "路易莎咖啡 美式", categoryId: "coffee", accountId: "cash", min: -110, max: -75, hours: [8, 15] },
      { description: "cama café 拿鐵", categoryId: "coffee", accountId: "cash", min: -95, max: -70, hours: [8, 14] },
      { description: "Starbucks Coffee Taipei", categoryId: "coffee", accountId: "cathay-card", min: -180, max: -140, hours: [9, 17] },
    ],
  },
  {
    chance: 0.8,
    merchants: [
      { description: "早餐店 蛋餅 奶茶", categoryId: "breakfast", accountId: "cash", min: -90, max: -55, hours: [7, 9] },
      { description: "麥味登 早餐", categoryId: "breakfast", accountId: "cash", min: -110, max: -70, hours: [7, 9] },
    ],
  },
  {
    chance: 0.85,
    merchants: [
      { description: "便當 午餐", categoryId: "lunch", accountId: "cash", min: -130, max: -90, hours: [11, 13] },
      { description: "八方雲集 午餐", categoryId: "lunch", accountId: "cash", min: -120, max: -80, hours: [11, 13] },
    ],
  },
  {
    chance: 0.9,
    weekdaysOnly: true,
    merchants: [
      { description: "台北捷運 悠遊卡扣款", categoryId: "transport", accountId: "cathay-card", min: -65, max: -30, hours: [8, 19] },
    ],
  },
  {
    chance: 0.3,
    merchants: [
      { description: "全聯福利中心", categoryId: "groceries", accountId: "esun", min: -1500, max: -300, hours: [17, 21] },
      { description: "7-ELEVEN", categoryId: "groceries", accountId: "cash", min: -250, max: -45, hours: [9, 23] },
      { description: "全家便利商店", categoryId: "groceries", accountId: "cash", min: -200, max: -40, hours: [9, 23] },
    ],
  },
];

/** Monthly bookings, on a fixed day of the month. */
export const MONTHLY: ReadonlyArray<DemoMerchant & { day: number; months?: "odd" }> = [
  { day: 5, description: "薪資 入帳", categoryId: "salary", accountId: "esun", min: 52000, max: 52000, hours: [9, 9] },
  { day: 5, description: "房租 轉帳", categoryId: "rent", accountId: "esun", min: -18000, max: -18000, hours: [10, 10] },
  { day: 12, description: "中華電信 電信費", categoryId: "utilities", accountId: "esun", min: -599, max: -599, hours: [10, 10] },
  { day: 15, description: "Netflix 訂閱", categoryId: "subscriptions", accountId: "cathay-card", min: -390, max: -390, hours: [3, 3] },
  { day: 20, description: "台電 電費", categoryId: "utilities", accountId: "esun", min: -1600, max: -900, hours: [10, 10], months: "odd" },
  { day: 25, description: "國泰信用卡 繳款", categoryId: "card-payment", accountId: "esun", min: -12000, max: -6000, hours: [10, 10] },
];

/** The demo ledger's accounts. */
export const DEMO_ACCOUNTS = [
  { id: "esun", name: "玉山銀行 活存", currency: "TWD" },
  { id: "cathay-card", name: "國泰信用卡", currency: "TWD" },
  { id: "cash", name: "現金", currency: "TWD" },
];

/** The demo ledger's categories. */
export const DEMO_CATEGORIES = [
  { id: "food", name: "餐飲", parent_id: null },
  { id: "coffee", name: "咖啡", parent_id: "food" },
  { id: "breakfast", name: "早餐", parent_id: "food" },
  { id: "lunch", name: "午餐", parent_id: "food" },
  { id: "transport", name: "交通", parent_id: null },
  { id: "groceries", name: "日用品", parent_id: null },
  { id: "salary", name: "薪資", parent_id: null },
  { id: "rent", name: "房租", parent_id: null },
  { id: "utilities", name: "水電瓦斯電信", parent_id: null },
  { id: "subscriptions", name: "訂閱", parent_id: null },
  { id: "card-payment", name: "信用卡繳款", parent_id: null },
];
