/**
 * The finance tables. Amounts are stored exactly, never as REAL: `amount` keeps the canonical
 * decimal text and `amount_minor` the same value in ten-thousandths as an INTEGER, for range
 * filters and SUM. `booked_at_ms` is the booking instant (UTC epoch milliseconds); date ranges
 * are turned into instant bounds in the configured time zone, so one index serves every zone.
 *
 * The table is clustered by booking instant (a WITHOUT ROWID table keyed on `booked_at_ms, id`):
 * a month is one contiguous run of rows, so a month's range with a search term (a leading-%
 * LIKE that no index can serve) reads only that month, in order, with no lookups elsewhere.
 */
export const FINANCE_SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  currency TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id TEXT
);
CREATE TABLE IF NOT EXISTS transactions (
  id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL,
  category_id TEXT,
  booked_at_ms INTEGER NOT NULL,
  description TEXT NOT NULL,
  amount TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  PRIMARY KEY (booked_at_ms, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS transactions_by_account ON transactions (account_id, booked_at_ms);
CREATE INDEX IF NOT EXISTS transactions_by_category ON transactions (category_id, booked_at_ms);
`;
