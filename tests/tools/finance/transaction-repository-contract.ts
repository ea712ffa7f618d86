import { readJsonFixture } from "../../support/fixture-server";
import {
  TransactionFilters,
  TransactionSumFilters,
  type Account,
  type Category,
  type Transaction,
  type TransactionFiltersInput,
  type TransactionRepository,
  type TransactionSumFiltersInput,
} from "../../../src/index";

/** The ledger every contract test starts from. */
export const ledger = readJsonFixture<{ accounts: Account[]; categories: Category[]; transactions: Transaction[] }>("finance/ledger.json");

const taipei = { timeZone: "Asia/Taipei" };
const march = { start_date: "2026-03-01", end_date: "2026-03-31" };

/**
 * The behaviour every TransactionRepository must have, run against each implementation.
 * `create` returns an empty repository.
 */
export function describeRepositoryContract(name: string, create: () => TransactionRepository): void {
  describe(`${name} (repository contract)`, () => {
    let repository: TransactionRepository;
    const search = (filters: TransactionFiltersInput, options = {}) =>
      repository.search(TransactionFilters.parse(filters), { ...taipei, ...options });
    const sum = (filters: TransactionSumFiltersInput, options = {}) =>
      repository.sum(TransactionSumFilters.parse(filters), { ...taipei, ...options });
    const ids = (result: { items: Transaction[] }) => result.items.map((item) => item.id);

    beforeEach(async () => {
      repository = create();
      await repository.saveAccounts(ledger.accounts);
      await repository.saveCategories(ledger.categories);
      await repository.saveTransactions(ledger.transactions);
    });
    afterEach(() => repository.close());

    describe("search", () => {
      it("returns every transaction newest first, with UTC instants and exact amounts", async () => {
        const result = await search({});
        expect(result.total).toBe(14);
        expect(ids(result).slice(0, 3)).toEqual(["t14", "t13", "t12"]);
        expect(result.items.at(-1)).toEqual({
          id: "t02",
          account_id: "esun",
          category_id: "income",
          booked_at: "2026-02-05T01:00:00.000Z",
          description: "薪資 二月",
          amount: { amount: "52000", currency: "TWD" },
        });
        expect(result.items.find((item) => item.id === "t05")?.amount).toEqual({ amount: "-155.5", currency: "TWD" });
      });

      it("returns the stable paginated object when nothing matches", async () => {
        expect(await search({ search: "不存在的店" })).toEqual({ items: [], limit: 50, offset: 0, total: 0 });
      });

      it("pages with limit and offset, total counting every match", async () => {
        const page = await search({ limit: 3, offset: 2 });
        expect(ids(page)).toEqual(["t12", "t11", "t10"]);
        expect(page).toMatchObject({ limit: 3, offset: 2, total: 14 });
        expect(await search({ limit: 5, offset: 20 })).toEqual({ items: [], limit: 5, offset: 20, total: 14 });
      });

      it("reads date_range as local booking dates in the time zone", async () => {
        const inTaipei = await search({ date_range: march });
        expect(ids(inTaipei)).toEqual(["t13", "t12", "t11", "t10", "t09", "t08", "t07", "t06", "t05", "t04"]);
        const inUtc = await search({ date_range: march }, { timeZone: "UTC" });
        expect(ids(inUtc)).toEqual(["t14", "t13", "t12", "t11", "t10", "t09", "t08", "t07", "t06", "t05"]);
        expect(ids(await search({ date_range: { start_date: "2026-03-31" } }))).toEqual(["t14", "t13"]);
        expect(ids(await search({ date_range: { end_date: "2026-02-10" } }))).toEqual(["t03", "t02"]);
      });

      it("finds a case-insensitive substring of the description, in English and Chinese", async () => {
        expect(ids(await search({ search: "coffee" }))).toEqual(["t12", "t07", "t05"]);
        expect(ids(await search({ search: "CoFfEe" }))).toEqual(["t12", "t07", "t05"]);
        expect(ids(await search({ search: "咖啡" }))).toEqual(["t14", "t13", "t04", "t01"]);
        expect((await search({ search: "咖啡" }, { alternatives: ["coffee"] })).total).toBe(7);
      });

      it("treats % and _ in the search as plain characters", async () => {
        expect(ids(await search({ search: "100%" }))).toEqual(["t09"]);
        expect(ids(await search({ search: "a_b" }))).toEqual(["t10"]);
        expect((await search({ search: "_" })).total).toBe(1);
      });

      it("filters on the signed decimal amount, both ends inclusive", async () => {
        expect(ids(await search({ min_amount: "-200", max_amount: "-100" }))).toEqual(["t07", "t05", "t04"]);
        expect(ids(await search({ min_amount: -155.5, max_amount: "-155.50" }))).toEqual(["t05"]);
        expect(ids(await search({ min_amount: "50000" }))).toEqual(["t08", "t02"]);
      });

      it("filters on account and category", async () => {
        expect(ids(await search({ account_id: "usd-wallet" }))).toEqual(["t12"]);
        expect(ids(await search({ category_id: "coffee", account_id: "cash", date_range: march }))).toEqual(["t13", "t07", "t04"]);
      });

      it("holds the categories under the one asked for when they are given (餐飲 with 咖啡)", async () => {
        expect(ids(await search({ category_id: "food", date_range: march }))).toEqual(["t09"]);
        expect(ids(await search({ category_id: "food", date_range: march }, { subcategories: ["coffee"] })).sort()).toEqual([
          "t04",
          "t05",
          "t07",
          "t09",
          "t12",
          "t13",
        ]);
        const total = await sum({ category_id: "food", direction: "DEBIT_ONLY", date_range: march }, { subcategories: ["coffee"] });
        expect(total).toMatchObject({ total: "-565.5", count: 5, other_totals: [{ amount: "-6.75", currency: "USD", count: 1 }] });
      });
    });

    describe("sum", () => {
      it("adds spending (DEBIT_ONLY) exactly, per currency", async () => {
        const result = await sum({ search: "咖啡", direction: "DEBIT_ONLY", date_range: march }, { alternatives: ["coffee"] });
        expect(result).toMatchObject({ total: "-500.5", currency: "TWD", count: 4, limit: null, offset: 0 });
        expect(result.other_totals).toEqual([{ amount: "-6.75", currency: "USD", count: 1 }]);
        expect(result.filters).toMatchObject({ search: "咖啡", direction: "DEBIT_ONLY", date_range: march });
      });

      it("adds income (CREDIT_ONLY) and the net (ALL)", async () => {
        expect(await sum({ direction: "CREDIT_ONLY", date_range: { start_date: "2026-02-01", end_date: "2026-02-28" } })).toMatchObject({
          total: "52000",
          count: 1,
        });
        expect(await sum({ direction: "CREDIT_ONLY", date_range: march })).toMatchObject({ total: "52234", count: 2 });
        expect(await sum({ date_range: march, account_id: "esun" })).toMatchObject({ total: "50844.5", count: 4 });
      });

      it("sums only one page when a limit is given", async () => {
        expect(await sum({ category_id: "coffee", account_id: "cash", limit: 2 })).toMatchObject({ total: "-185", count: 2, limit: 2 });
        expect(await sum({ category_id: "coffee", account_id: "cash", limit: 2, offset: 1 })).toMatchObject({
          total: "-210",
          count: 2,
          offset: 1,
        });
        expect(await sum({ category_id: "coffee", account_id: "cash", offset: 3 })).toMatchObject({
          total: "-220",
          count: 2,
          limit: null,
          offset: 3,
        });
      });

      it("answers zero when nothing matches", async () => {
        expect(await sum({ search: "不存在的店" })).toMatchObject({ total: "0", currency: "TWD", count: 0, other_totals: [] });
      });

      it("adds the largest amounts it stores, past 2^63 minor units, exactly", async () => {
        const largest = Array.from({ length: 10 }, (_, index) => ({
          ...ledger.transactions[0],
          id: `big-${index}`,
          description: "big",
          amount: { amount: "99999999999999.9999", currency: "TWD" },
        }));
        await repository.saveTransactions(largest);
        expect(await sum({ search: "big" })).toMatchObject({ total: "999999999999999.999", count: 10 });
        const spent = largest.map((row) => ({
          ...row,
          id: `${row.id}-out`,
          description: "out",
          amount: { amount: "-99999999999999.9999", currency: "TWD" },
        }));
        await repository.saveTransactions(spent);
        expect(await sum({ search: "out", direction: "DEBIT_ONLY" })).toMatchObject({ total: "-999999999999999.999", count: 10 });
        expect(await sum({ search: "big", limit: 3 })).toMatchObject({ total: "299999999999999.9997", count: 3 });
      });

      it("never goes through binary floats", async () => {
        const tenths = [1, 2, 3].map((index) => ({
          ...ledger.transactions[0],
          id: `dime-${index}`,
          description: "dime",
          amount: { amount: "0.1", currency: "TWD" },
        }));
        await repository.saveTransactions(tenths);
        expect((await sum({ search: "dime" })).total).toBe("0.3");
      });
    });

    describe("storage", () => {
      it("ignores transactions already stored, so a re-import changes nothing", async () => {
        expect(await repository.saveTransactions(ledger.transactions)).toEqual({ inserted: 0, unchanged: 14 });
        expect((await search({})).total).toBe(14);
      });

      it("lists accounts and categories by name, and updates a known account", async () => {
        expect((await repository.listAccounts()).map((account) => account.id)).toEqual(["usd-wallet", "esun", "cash"]);
        await repository.saveAccounts([{ id: "cash", name: "錢包", currency: "TWD" }]);
        expect(await repository.listAccounts()).toContainEqual({ id: "cash", name: "錢包", currency: "TWD" });
        expect(await repository.listCategories()).toContainEqual({ id: "coffee", name: "咖啡", parent_id: "food" });
      });

      it("refuses an amount larger than it can store, saying the limit", async () => {
        const bad = { ...ledger.transactions[0], id: "bad", amount: { amount: "922337203685477", currency: "TWD" } };
        await expect(repository.saveTransactions([bad])).rejects.toThrow(/at most 14 digits before the decimal point/);
      });

      it("refuses a transaction with a float-only amount", async () => {
        const bad = { ...ledger.transactions[0], id: "bad", amount: { amount: "1e5", currency: "TWD" } };
        await expect(repository.saveTransactions([bad])).rejects.toThrow();
      });
    });
  });
}
