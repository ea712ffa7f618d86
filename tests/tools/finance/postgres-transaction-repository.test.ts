import { Pool } from "pg";
import { PostgresTransactionRepository, POSTGRES_FINANCE_SCHEMA, TransactionFilters } from "../../../src/index";
import { describeWithPostgres } from "../../support/postgres-server";
import { describeRepositoryContract, ledger } from "./transaction-repository-contract";

describeWithPostgres("PostgresTransactionRepository", (postgres) => {
  let pool: Pool;
  let users = 0;
  beforeAll(async () => {
    pool = new Pool({ connectionString: await postgres().createDatabase() });
    await pool.query(POSTGRES_FINANCE_SCHEMA);
  });
  afterAll(() => pool.end());

  // Each test gets a user of its own: an empty ledger in the same tables.
  describeRepositoryContract("PostgresTransactionRepository", () => new PostgresTransactionRepository({ pool, userId: `user-${++users}` }));

  describe("user scope", () => {
    it("keeps each user's ledger apart in the same tables", async () => {
      const alice = new PostgresTransactionRepository({ pool, userId: "alice" });
      const bob = new PostgresTransactionRepository({ pool, userId: "bob" });
      await alice.saveAccounts(ledger.accounts);
      await alice.saveTransactions(ledger.transactions);
      // Bob's import of the same ids is his own, not a re-import of Alice's.
      expect(await bob.saveTransactions(ledger.transactions.slice(0, 2))).toEqual({ inserted: 2, unchanged: 0 });

      const all = TransactionFilters.parse({});
      expect((await alice.search(all, { timeZone: "Asia/Taipei" })).total).toBe(14);
      expect((await bob.search(all, { timeZone: "Asia/Taipei" })).total).toBe(2);
      expect(await bob.listAccounts()).toEqual([]);
    });

    it("stores amounts exactly, as decimal text and integer minor units", async () => {
      const carol = new PostgresTransactionRepository({ pool, userId: "carol" });
      await carol.saveTransactions([{ ...ledger.transactions[0]!, id: "exact", amount: { amount: "-155.5", currency: "TWD" } }]);
      const { rows } = await pool.query("SELECT amount, amount_minor::text AS minor FROM finance_transactions WHERE user_id = 'carol'");
      expect(rows).toEqual([{ amount: "-155.5", minor: "-1555000" }]);
    });
  });
});
