import { POSTGRES_FINANCE_SCHEMA, POSTGRES_RECORDS_SCHEMA } from "../../index";

/** One step of the database's shape, applied once and recorded by name. */
export interface PostgresMigration {
  /** Stable and unique: the record that the step was applied. */
  name: string;
  /** The statements, run in one transaction. */
  sql: string;
}

/**
 * The tables of `dialogue-graph serve` beside the checkpointer's own (which PostgresSaver.setup()
 * migrates): applied in order, each once. A new step is a new entry at the end; an applied entry
 * is never edited.
 */
export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  { name: "001-finance", sql: POSTGRES_FINANCE_SCHEMA },
  { name: "002-records", sql: POSTGRES_RECORDS_SCHEMA },
];
