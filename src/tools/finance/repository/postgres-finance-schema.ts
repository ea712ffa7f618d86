/**
 * The finance tables in PostgreSQL, one set for every user (`user_id`; `""` for the one user of a
 * device). As in SQLite, amounts are exact: `amount` keeps the canonical decimal text and
 * `amount_minor` the value in ten-thousandths; `booked_at_ms` is the UTC instant. Idempotent:
 * run it on every start (under a lock when several processes start at once).
 */
export const POSTGRES_FINANCE_SCHEMA = `
CREATE TABLE IF NOT EXISTS finance_accounts (
  user_id TEXT NOT NULL,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  PRIMARY KEY (user_id, id)
);
CREATE TABLE IF NOT EXISTS finance_categories (
  user_id TEXT NOT NULL,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  parent_id TEXT,
  PRIMARY KEY (user_id, id)
);
CREATE TABLE IF NOT EXISTS finance_transactions (
  user_id TEXT NOT NULL,
  id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  category_id TEXT,
  booked_at_ms BIGINT NOT NULL,
  description TEXT NOT NULL,
  amount TEXT NOT NULL,
  amount_minor BIGINT NOT NULL,
  currency TEXT NOT NULL,
  PRIMARY KEY (user_id, id)
);
CREATE INDEX IF NOT EXISTS finance_transactions_by_time ON finance_transactions (user_id, booked_at_ms DESC, id COLLATE "C" DESC);
CREATE INDEX IF NOT EXISTS finance_transactions_by_account ON finance_transactions (user_id, account_id, booked_at_ms);
CREATE INDEX IF NOT EXISTS finance_transactions_by_category ON finance_transactions (user_id, category_id, booked_at_ms);
`;
