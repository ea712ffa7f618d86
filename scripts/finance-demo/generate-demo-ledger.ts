import { createHash } from "node:crypto";
import { DateTime } from "luxon";
import type { Transaction } from "../../src/index";
import { DAILY_CHOICES, MONTHLY, type DemoMerchant } from "./demo-merchants";

/** Options of {@link generateDemoLedger}. */
export interface GenerateDemoLedgerOptions {
  /** The moment the ledger ends; nothing later is written. */
  now: Date;
  /** How many months back it starts (from the first of that month). Default: 3, so about four months with this one. */
  months?: number;
  /** IANA time zone of the bookings. Default: `Asia/Taipei`. */
  timeZone?: string;
}

// A generator seeded by the day, so a day's transactions are the same on every run: re-running
// the demo command inserts nothing new for the days it has already written.
function dayRandom(day: string): () => number {
  let state = createHash("sha256").update(day).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function booking(day: DateTime, merchant: DemoMerchant, random: () => number, index: number): Transaction {
  const hour = merchant.hours[0] + Math.floor(random() * (merchant.hours[1] - merchant.hours[0] + 1));
  const at = day.set({ hour, minute: Math.floor(random() * 60) });
  const amount = merchant.min + Math.round(random() * (merchant.max - merchant.min));
  return {
    id: `demo-${day.toISODate()}-${String(index).padStart(2, "0")}`,
    account_id: merchant.accountId,
    category_id: merchant.categoryId,
    booked_at: at.toUTC().toISO() ?? "",
    description: merchant.description,
    amount: { amount: String(amount), currency: "TWD" },
  };
}

/**
 * A few months of realistic Taiwanese transactions up to `now`: coffee at 星巴克 and 路易莎,
 * breakfast, lunch, 捷運, 全聯, salary and rent on the 5th, phone and power bills. Deterministic
 * per day (ids `demo-YYYY-MM-DD-NN`), so writing it twice changes nothing.
 */
export function generateDemoLedger({ now, months = 3, timeZone = "Asia/Taipei" }: GenerateDemoLedgerOptions): Transaction[] {
  const end = DateTime.fromJSDate(now, { zone: timeZone });
  const transactions: Transaction[] = [];
  for (let day = end.minus({ months }).startOf("month"); day <= end; day = day.plus({ days: 1 })) {
    const random = dayRandom(`${day.toISODate()}`);
    const merchants: DemoMerchant[] = MONTHLY.filter((entry) => entry.day === day.day && (entry.months !== "odd" || day.month % 2 === 1));
    for (const choice of DAILY_CHOICES) {
      if (choice.weekdaysOnly && day.weekday > 5) continue;
      if (random() < choice.chance) merchants.push(choice.merchants[Math.floor(random() * choice.merchants.length)]);
    }
    merchants.forEach((merchant, index) => {
      const transaction = booking(day, merchant, random, index);
      if (Date.parse(transaction.booked_at) <= now.getTime()) transactions.push(transaction);
    });
  }
  return transactions;
}
