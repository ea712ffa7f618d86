/**
 * The tables of {@link PostgresRecordStore}: one row per family and user holding that user's
 * records with the last number handed out (as the JSON file of one device does), the soonest due
 * time for schedulers (ms since the epoch), and the records set aside because they no longer fit
 * their schema. `json`, not `jsonb`: it keeps what it is given byte for byte, `\u0000` in a memo
 * included. The device's one user is `user_id = ''`. Idempotent.
 */
export const POSTGRES_RECORDS_SCHEMA = `
CREATE TABLE IF NOT EXISTS dialogue_records (
  kind TEXT NOT NULL,
  user_id TEXT NOT NULL,
  last_id BIGINT NOT NULL DEFAULT 0,
  items JSON NOT NULL DEFAULT '[]',
  next_due_at BIGINT,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, user_id)
);
CREATE INDEX IF NOT EXISTS dialogue_records_due ON dialogue_records (kind, next_due_at) WHERE next_due_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS dialogue_records_set_aside (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id TEXT NOT NULL,
  items JSON NOT NULL,
  reason TEXT NOT NULL,
  set_aside_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
`;
